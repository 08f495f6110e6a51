/**
 * Analyzer plugin: Kurv's elements are not classes but `defineElement(tag, Container, attributes, styles)` calls
 * (packages/elements/src/shared/define-element.tsx), which wrap the React container with r2wc. For each call inside
 * a named function of a define file this plugin adds the custom element to that module:
 *
 * - the tag: the string constant the first argument names (the analyzer's `default` of that variable);
 * - the description: the define function's JSDoc, as the analyzer read it for the function;
 * - attributes: the keys of the attribute object (the r2wc prop types), named as r2wc names them (camelCase prop →
 *   kebab-case attribute), their type the text r2wc parses, their description the JSDoc of the container's prop and
 *   their default what r2wc writes for the container's parameter default (`{ open = false }` → `"false"`);
 * - fields: the property r2wc defines per prop, with the prop's type and default as written in the container;
 * - the tag constant the define file re-exports: declared there as the analyzer read it in its own module.
 *
 * Constants, containers and props interfaces are found by name among the analysed modules (the config's globs), so
 * each name must be unique there; a name not found, or found twice, is an error naming it.
 */

/** r2wc's attribute types (`AttributeType` in define-element.tsx) → the attribute values it parses. */
const ATTRIBUTE_TYPE_TEXT = { string: 'string', number: `\`\${number}\``, boolean: "'true' | 'false'", json: 'string (JSON)' };

/** @param {string} message */
function fail(message) {
  throw new Error(`define-element plugin: ${message}`);
}

/** r2wc's own mapping of a prop name to its attribute (`fooBar` → `foo-bar`). */
export function attributeNameOf(/** @type {string} */ prop) {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_match, before, upper) => `${before}-${upper.toLowerCase()}`);
}

/** The JSDoc text of a node (its last comment), as the analyzer writes descriptions. */
export function jsDocOf(ts, node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter((doc) => ts.isJSDoc(doc));
  return ts.getTextOfJSDocComment(docs.at(-1)?.comment)?.trim() ?? '';
}

/** Records a name's value; a name recorded twice gets `DUPLICATE`, which a lookup reports. */
const DUPLICATE = Symbol('duplicate');
export function record(/** @type {Map<string, unknown>} */ map, /** @type {string} */ name, value) {
  map.set(name, map.has(name) ? DUPLICATE : value);
}
export function lookup(/** @type {Map<string, unknown>} */ map, /** @type {string} */ name, /** @type {string} */ what) {
  const value = map.get(name);
  if (value === DUPLICATE) {
    throw new Error(`${what} ${name} is declared in more than one analysed module`);
  }
  if (value === undefined) {
    throw new Error(`no ${what} ${name} in the analysed modules: add its file to the globs`);
  }
  return value;
}

/** The element's class name: `handover-picker` → `HandoverPickerElement`. */
export function classNameOf(/** @type {string} */ tagName) {
  return `${tagName.replace(/(^|-)([a-z])/g, (_match, _dash, letter) => letter.toUpperCase())}Element`;
}

/** @returns {import('@custom-elements-manifest/analyzer').Plugin} */
export function defineElementPlugin() {
  /** attribute-object name → [prop, r2wc type][] */
  let attributeObjects = new Map();
  /** interface name → prop → { type, description } */
  let interfaces = new Map();
  /** function name → { propsType, defaults: prop → source text } */
  let containers = new Map();
  /** module path → the define calls in it */
  let calls = new Map();

  const unwrap = (ts, expression) =>
    ts.isAsExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression)
      ? unwrap(ts, expression.expression)
      : expression;

  return {
    name: 'kurv-define-element',
    initialize() {
      attributeObjects = new Map();
      interfaces = new Map();
      containers = new Map();
      calls = new Map();
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
        const value = unwrap(ts, node.initializer);
        const props = ts.isObjectLiteralExpression(value)
          ? value.properties.map((property) =>
              ts.isPropertyAssignment(property) && ts.isStringLiteralLike(property.initializer)
                ? [property.name.getText().replace(/^['"]|['"]$/g, ''), property.initializer.text]
                : null,
            )
          : [];
        if (props.length > 0 && props.every((prop) => prop && prop[1] in ATTRIBUTE_TYPE_TEXT)) {
          record(attributeObjects, node.name.text, props);
        }
        if (ts.isObjectLiteralExpression(value) && value.properties.length === 0) {
          record(attributeObjects, node.name.text, []);
        }
      }
      if (ts.isInterfaceDeclaration(node)) {
        const members = new Map();
        for (const member of node.members) {
          if (ts.isPropertySignature(member) && member.type) {
            members.set(member.name.getText(), { type: member.type.getText(), description: jsDocOf(ts, member) });
          }
        }
        record(interfaces, node.name.text, members);
      }
      if (ts.isFunctionDeclaration(node) && node.name) {
        const [parameter] = node.parameters;
        if (parameter && ts.isObjectBindingPattern(parameter.name) && parameter.type && ts.isTypeReferenceNode(parameter.type)) {
          const defaults = new Map();
          for (const element of parameter.name.elements) {
            if (element.initializer) {
              defaults.set((element.propertyName ?? element.name).getText(), element.initializer.getText());
            }
          }
          record(containers, node.name.text, { propsType: parameter.type.typeName.getText(), defaults });
        }
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineElement') {
        let defineFunction = node.parent;
        while (defineFunction && !ts.isFunctionDeclaration(defineFunction)) {
          defineFunction = defineFunction.parent;
        }
        const [tag, container, attributes] = node.arguments;
        if (!defineFunction?.name || !tag || !container || !attributes) {
          fail(`${moduleDoc.path}: defineElement(tag, Container, attributes) must be called inside a named function`);
        }
        const list = calls.get(moduleDoc.path) ?? [];
        list.push({ defineFunction: defineFunction.name.text, args: node.arguments.map((argument) => argument.getText()) });
        calls.set(moduleDoc.path, list);
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const variables = new Map();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind === 'variable') {
            record(variables, declaration.name, declaration);
          }
        }
      }
      for (const module of customElementsManifest.modules) {
        for (const { defineFunction, args } of calls.get(module.path) ?? []) {
          const [tagConstant, containerName, attributesName] = args;
          const tagVariable = lookup(variables, tagConstant, 'tag constant');
          const tagName =
            tagVariable.default?.match(/^['"`]([a-z][a-z0-9]*-[a-z0-9-]*)['"`]$/)?.[1] ?? fail(`${tagConstant} is not a tag name`);
          const attributes = lookup(attributeObjects, attributesName, 'attribute object');
          // A container without attributes (`CartPopup()`) takes no props.
          const container =
            attributes.length === 0
              ? { propsType: '', defaults: new Map() }
              : lookup(containers, containerName, 'container function with a typed props parameter');
          const props = attributes.length === 0 ? new Map() : lookup(interfaces, container.propsType, 'props interface');
          const description = module.declarations.find((declaration) => declaration.name === defineFunction)?.description ?? '';
          const declaration = {
            kind: 'class',
            customElement: true,
            name: classNameOf(tagName),
            tagName,
            description,
            superclass: { name: 'HTMLElement' },
            attributes: [],
            members: [],
          };
          for (const [name, r2wcType] of attributes) {
            const prop = props.get(name) ?? fail(`${container.propsType} has no prop ${name}`);
            const source = container.defaults.get(name);
            // r2wc writes a default back as the attribute's string: `false` → "false", `''` → "".
            const literal = source === undefined ? undefined : source.match(/^(?:'(.*)'|"(.*)"|(true|false|-?[\d.]+))$/);
            const attribute = attributeNameOf(name);
            declaration.attributes.push({
              name: attribute,
              type: { text: ATTRIBUTE_TYPE_TEXT[r2wcType] },
              description: prop.description,
              ...(literal ? { default: JSON.stringify(literal[1] ?? literal[2] ?? literal[3]) } : {}),
              fieldName: name,
            });
            declaration.members.push({
              kind: 'field',
              name,
              type: { text: prop.type },
              description: `${prop.description} The property r2wc defines for the attribute \`${attribute}\`; setting it writes the attribute.`,
              ...(source === undefined ? {} : { default: source }),
              attribute,
            });
          }
          module.declarations.unshift(declaration);
          // The define file re-exports the tag constant it imports: declare it here, as the analyzer read it in its module.
          if (
            module.exports?.some((entry) => entry.name === tagConstant) &&
            !module.declarations.some((entry) => entry.name === tagConstant)
          ) {
            module.declarations.push({ ...tagVariable });
          }
          module.exports = [
            { kind: 'custom-element-definition', name: tagName, declaration: { name: declaration.name, module: module.path } },
            ...(module.exports ?? []),
          ];
        }
      }
    },
  };
}
