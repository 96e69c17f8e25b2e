/**
 * Tag, attributes (sorted; class names sorted too) and text of an element tree: what decides the
 * boxes and words. Tests of a static first paint compare its HTML with React's first render by
 * this shape, so any difference (a visible jump when React replaces it) fails them.
 */
export function elementShape(element: Element): unknown {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'data-discover')
    .map((attribute) =>
      attribute.name === 'class'
        ? `class=${attribute.value.split(/\s+/).filter(Boolean).sort().join(' ')}`
        : `${attribute.name}=${attribute.value}`,
    )
    .sort();
  const children = [...element.childNodes]
    .map((node) =>
      node.nodeType === Node.ELEMENT_NODE
        ? elementShape(node as Element)
        : (node.textContent ?? '').replace(/\s+/g, ' '),
    )
    .filter((child) => child !== '');
  return [element.tagName.toLowerCase(), attributes, children];
}
