/** Where a failure after the factory resolved goes: the widget's fallback when it listens, else the console. */
export function failureSink(onFailure: ((error: Error) => void) | undefined): (error: Error) => void {
  return (error) => {
    if (onFailure) onFailure(error);
    else console.error(error.message);
  };
}
