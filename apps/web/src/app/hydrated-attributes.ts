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

/** Preact's tree as it stands after a render: mangled names of `_children` and `_dom` (preact/src/internal.d.ts). */
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

/** How an element's attributes differ from what its props render, or null when they agree. */
export function attributeDifference(type: string, props: Record<string, unknown>, element: Element): string | null {
  // By lower-case name: the HTML parser lower-cases names, then gives a few SVG ones back their capitals (viewBox).
  const given = new Map<string, string>();
  for (const attribute of Array.from(element.attributes)) given.set(attribute.name.toLowerCase(), attribute.value);
  for (const prop of Object.keys(props)) {
    const attribute = attributeOf(type, props, prop);
    if (!attribute) continue;
    const [name, value] = attribute;
    const sent = given.get(name) ?? null;
    given.delete(name);
    if (name === 'style' && value !== null && typeof value === 'object') {
      if (!sameStyle(value as Record<string, unknown>, sent)) {
        return `<${type}> style: server ${shown(sent)}, browser ${JSON.stringify(value)}`;
      }
      continue;
    }
    const wanted = value == null || value === false ? null : value === true ? '' : `${value}`;
    if (sent !== wanted) return `<${type}> ${name}: server ${shown(sent)}, browser ${shown(wanted)}`;
  }
  // The server marks the option its select's value names.
  if (type === 'option') given.delete('selected');
  for (const [name, sent] of given) return `<${type}> ${name}: server ${shown(sent)}, browser (none)`;
  return null;
}

/** Where the element a path of tags leads to, for finding it in the page. */
const pathOf = (trail: string[]) => trail.slice(-6).join(' > ');

function firstIn(node: RenderedNode | null | undefined, trail: string[]): string | null {
  if (!node) return null;
  let inner = trail;
  if (typeof node.type === 'string' && node.__e instanceof Element && node.props && typeof node.props === 'object') {
    inner = [...trail, node.type];
    const difference = attributeDifference(node.type, node.props, node.__e);
    if (difference) return `${difference} at ${pathOf(inner)}`;
  }
  for (const child of node.__k ?? []) {
    const difference = firstIn(child, inner);
    if (difference) return difference;
  }
  return null;
}

/**
 * The first element, in document order, whose attributes from the server differ from those the browser's render of
 * `container` asks for; null when they all agree (or nothing was rendered into it by Preact).
 */
export function firstAttributeDifference(container: Element): string | null {
  return firstIn((container as Element & { __k?: RenderedNode | null }).__k, []);
}
