import { useId, useState } from 'react';
import type { WidgetProps } from '../../src/loader/types';
import type { DescriptionConfig } from './config';
import { ServerContent } from '../../src/loader/ServerContent';
import './description.css';

/** The location description, collapsed to a few lines with a show-more / show-less toggle (spec §2, §4). */
export function Description({ config, context }: WidgetProps<DescriptionConfig>) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <ServerContent
        id={id}
        fragment={context.server}
        className={expanded ? 'locator-description' : 'locator-description locator-description--collapsed'}
        style={{ '--locator-description-lines': config.lines } as React.CSSProperties}
      />
      <button
        type="button"
        className="locator-description__toggle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={context.guard(() => setExpanded((value) => !value))}
      >
        {expanded ? config.lessLabel : config.moreLabel}
      </button>
    </>
  );
}
