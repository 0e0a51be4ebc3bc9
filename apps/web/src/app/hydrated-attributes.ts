/**
 * Preact hydrates without touching attributes: an attribute the browser's first render wants other than the server
 * sent (a `disabled` the browser's storage would lift) stays as the server wrote it, and the markup after hydration
 * cannot show it. This compares what Preact rendered (its tree of elements and their props, read through two of its
 * internal fields, the only place in the app that does) with the attributes the server's HTML gave each element.
 *
 * The attributes are derived from the props by the rules of the server's renderer (preact-render-to-string, after
 * `preact/compat` normalised the props on both sides), so equal props give equal attributes and any other difference
 * is one the browser would not have rendered.
 */

/**
 * Preact's tree as it stands after a render: mangled names of `_children` and `_dom` (preact/src/internal.d.ts), and
 * a component's `_vnode`.
 */
interface RenderedNode {
  type: unknown;
  props: Record<string, unknown> | string | number | null;
  __k?: (RenderedNode | null)[] | null;
  __e?: Node | null;
}

/** Props that are the tree's business, not attributes. */
const NOT_ATTRIBUTES = new Set(['children', 'key', 'ref', '__self', '__source', 'dangerouslySetInnerHTML']);
/** Names the renderer skips as unsafe in markup. */
const UNSAFE_NAME = /[\s\n\\/='"\0<>]/;
const NAMESPACED = /^(xlink|xmlns|xml)([A-Z])/;
/** Boolean DOM properties whose attributes are the words `true`/`false`. */
const ENUMERATED = new Set(['draggable', 'spellcheck']);

/** The attribute a prop gives, by the server renderer's rules: its name (lower case) and value, or null for none. */
function attributeOf(type: string, props: Record<string, unknown>, prop: string): [string, unknown] | null {
  let name = prop;
  let value = props[prop];
  if (typeof value === 'function' && name !== 'class' && name !== 'className') return null;
  if (NOT_ATTRIBUTES.has(name)) return null;
  switch (name) {
    case 'htmlFor':
      if ('for' in props) return null;
      name = 'for';
      break;
    case 'className':
      if ('class' in props) return null;
      name = 'class';
      break;
    case 'defaultChecked':
      name = 'checked';
      break;
    case 'defaultSelected':
      name = 'selected';
      break;
    case 'value':
    case 'defaultValue':
      // A textarea's value is its text (which hydration does patch); a select's marks one of its options.
      if (type === 'textarea' || type === 'select') return null;
      name = 'value';
      break;
    case 'style':
      break;
    case 'acceptCharset':
      name = 'accept-charset';
      break;
    case 'httpEquiv':
      name = 'http-equiv';
      break;
    default:
      if (UNSAFE_NAME.test(name)) return null;
      if (NAMESPACED.test(name)) name = name.replace(NAMESPACED, '$1:$2');
      else if ((name[4] === '-' || ENUMERATED.has(name)) && value != null) value = `${value}`;
  }
  return [name.toLowerCase(), value];
}

/** The declarations of a style attribute, by property. */
function declarations(css: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) found.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return found;
}

const cssName = (prop: string) => (prop.startsWith('-') ? prop : prop.replace(/[A-Z]/g, '-$&').toLowerCase());

/** Whether a style object renders the declarations of `sent` (a number may have been given a `px`). */
function sameStyle(style: Record<string, unknown>, sent: string | null): boolean {
  const wanted = Object.entries(style).filter(([, value]) => value != null && value !== '');
  if (wanted.length === 0) return sent === null;
  if (sent === null) return false;
  const given = declarations(sent);
  if (given.size !== wanted.length) return false;
  return wanted.every(([prop, value]) => {
    const text = given.get(cssName(prop));
    return text === `${value}` || (typeof value === 'number' && text === `${value}px`);
  });
}

const shown = (value: string | null) => (value === null ? '(none)' : JSON.stringify(value));

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The attribute the server sent under a lower-case name (the HTML parser gives some SVG ones capitals: viewBox). */
function sentAttribute(element: Element, name: string): string | null {
  if (element.namespaceURI === HTML_NAMESPACE) return element.getAttribute(name);
  for (const attribute of Array.from(element.attributes))
    if (attribute.name.toLowerCase() === name) return attribute.value;
  return null;
}

/** An attribute the server sent that none of the props renders (only looked for once the counts differ). */
function unrenderedAttribute(type: string, props: Record<string, unknown>, element: Element): string | null {
  const rendered = new Set<string>();
  for (const prop in props) {
    const attribute = attributeOf(type, props, prop);
    if (attribute) rendered.add(attribute[0]);
  }
  for (const { name, value } of Array.from(element.attributes)) {
    if (rendered.has(name.toLowerCase()) || (type === 'option' && name === 'selected')) continue;
    return `<${type}> ${name}: server ${shown(value)}, browser (none)`;
  }
  return null;
}

/**
 * How an element's attributes differ from what its props render, or null when they agree. Run on every element of
 * the page right after hydration, so it only reads: each rendered attribute once, then the count of those sent.
 */
export function attributeDifference(type: string, props: Record<string, unknown>, element: Element): string | null {
  let rendered = 0;
  for (const prop in props) {
    const attribute = attributeOf(type, props, prop);
    if (!attribute) continue;
    const [name, value] = attribute;
    const sent = sentAttribute(element, name);
    if (name === 'style' && value !== null && typeof value === 'object') {
      if (!sameStyle(value as Record<string, unknown>, sent)) {
        return `<${type}> style: server ${shown(sent)}, browser ${JSON.stringify(value)}`;
      }
      if (sent !== null) rendered++;
      continue;
    }
    const wanted = value == null || value === false ? null : value === true ? '' : `${value}`;
    if (sent !== wanted) return `<${type}> ${name}: server ${shown(sent)}, browser ${shown(wanted)}`;
    if (sent !== null) rendered++;
  }
  // The server marks the option its select's value names.
  const marked = type === 'option' && !('selected' in props) && element.hasAttribute('selected') ? 1 : 0;
  return element.attributes.length - marked === rendered ? null : unrenderedAttribute(type, props, element);
}

/** The tags from the root to an element, innermost last: built only to say where a difference is. */
interface Trail {
  type: string;
  parent: Trail | null;
}

function pathOf(trail: Trail | null): string {
  const tags: string[] = [];
  for (let step = trail; step && tags.length < 6; step = step.parent) tags.unshift(step.type);
  return tags.join(' > ');
}

function firstIn(node: RenderedNode | null | undefined, trail: Trail | null): string | null {
  if (!node) return null;
  let inner = trail;
  if (typeof node.type === 'string' && node.__e instanceof Element && node.props && typeof node.props === 'object') {
    inner = { type: node.type, parent: trail };
    const difference = attributeDifference(node.type, node.props, node.__e);
    if (difference) return `${difference} at ${pathOf(inner)}`;
  }
  const children = node.__k;
  if (children) {
    for (const child of children) {
      const difference = firstIn(child, inner);
      if (difference) return difference;
    }
  }
  return null;
}

/**
 * The first element, in document order, whose attributes from the server differ from those the browser's render of
 * `container` asks for; null when they all agree (or nothing was rendered into it by Preact).
 */
export function firstAttributeDifference(container: Element): string | null {
  return firstIn((container as Element & { __k?: RenderedNode | null }).__k, null);
}

/**
 * The same for a part hydrated on its own (platform/hydration-steps.tsx): the elements the component holding it
 * rendered, read once that part has been hydrated.
 */
export function partAttributeDifference(part: object): string | null {
  return firstIn((part as { __v?: RenderedNode | null }).__v, null);
}

/** The element a part hydrated on its own stands for: the server's while it waits, the same one once hydrated. */
export function partElement(part: object): Element | null {
  const dom = (part as { __v?: RenderedNode | null }).__v?.__e;
  return dom instanceof Element ? dom : null;
}
