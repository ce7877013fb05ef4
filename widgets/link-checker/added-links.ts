/**
 * Calls `onLinks` with the links added below `root` (in added subtrees too) and those whose href was changed or
 * taken away, once per batch of changes. Returns the observer, to disconnect.
 */
export function addedLinks(root: Element, onLinks: (links: HTMLAnchorElement[]) => void): MutationObserver {
  const observer = new MutationObserver((records) => {
    const links = new Set<HTMLAnchorElement>();
    for (const record of records) {
      if (record.type === 'attributes') {
        if (isAnchor(record.target)) links.add(record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!isElement(node)) continue;
        if (isAnchor(node) && node.hasAttribute('href')) links.add(node);
        for (const link of node.querySelectorAll<HTMLAnchorElement>('a[href]')) links.add(link);
      }
    }
    // One added and taken out again in the same batch is not there to check.
    const present = [...links].filter((link) => root.contains(link));
    if (present.length) onLinks(present);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] });
  return observer;
}

// By node type and tag, not instanceof: a page may move content in from another document (an iframe's).
const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isAnchor = (node: Node): node is HTMLAnchorElement => isElement(node) && node.localName === 'a' && node.namespaceURI === 'http://www.w3.org/1999/xhtml';
