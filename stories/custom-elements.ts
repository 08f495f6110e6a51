import type { ArgTypes } from '@storybook/react-vite';
import manifestJson from '../custom-elements.json';
import type { CustomElementDeclaration, CustomElementsManifest } from '../scripts/custom-elements-manifest';

/**
 * The element stories' controls come from custom-elements.json (generated from the sources, see
 * scripts/custom-elements-manifest.ts), as `@storybook/web-components` does with `setCustomElementsManifest`; our
 * stories are React stories of the containers, so the manifest is turned into `argTypes` here. The attributes get
 * controls (under the prop name the container takes); the events (dispatched on `document`), the `--kurv-*` custom
 * properties and the CSS parts are listed without controls.
 */
const manifest = manifestJson as CustomElementsManifest;

export function elementDeclaration(tagName: string): CustomElementDeclaration {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations) {
      if (declaration.kind === 'class' && declaration.tagName === tagName) {
        return declaration;
      }
    }
  }
  throw new Error(`custom-elements.json has no <${tagName}>`);
}

/** A control for a property of this TypeScript type. */
function controlOf(typeText: string): {
  type: { name: 'boolean' | 'string' | 'number' | 'other'; value: string };
  control: 'boolean' | 'number' | 'text' | 'object';
} {
  switch (typeText) {
    case 'boolean':
      return { type: { name: 'boolean', value: typeText }, control: 'boolean' };
    case 'number':
      return { type: { name: 'number', value: typeText }, control: 'number' };
    case 'string':
      return { type: { name: 'string', value: typeText }, control: 'text' };
    default:
      return { type: { name: 'other', value: typeText }, control: 'object' };
  }
}

/** The `argTypes` of an element story: the element's attributes, events, custom properties and parts. */
export function elementArgTypes(tagName: string): ArgTypes {
  const element = elementDeclaration(tagName);
  const argTypes: ArgTypes = {};
  for (const attribute of element.attributes) {
    const property = element.members.find((member) => member.name === attribute.fieldName);
    const { type, control } = controlOf(property?.type.text ?? 'string');
    argTypes[attribute.fieldName] = {
      name: attribute.fieldName,
      description: attribute.description,
      type: type.name === 'other' ? { name: 'other', value: type.value, required: false } : { name: type.name, required: false },
      control: { type: control },
      table: {
        category: 'attributes',
        type: {
          summary: `attribute ${attribute.name}: ${attribute.type.text}`,
          detail: `property ${attribute.fieldName}: ${property?.type.text}`,
        },
        ...(attribute.default === undefined ? {} : { defaultValue: { summary: attribute.default } }),
      },
    };
  }
  for (const event of element.events) {
    argTypes[event.name] = {
      name: event.name,
      description: event.description,
      control: false,
      table: { category: 'events (on document)', type: { summary: event.type.text } },
    };
  }
  for (const property of element.cssProperties) {
    argTypes[property.name] = {
      name: property.name,
      description: property.description,
      control: false,
      table: {
        category: 'CSS custom properties',
        ...(property.default === undefined ? {} : { defaultValue: { summary: property.default } }),
      },
    };
  }
  for (const part of element.cssParts) {
    argTypes[`part:${part.name}`] = { name: part.name, description: part.description, control: false, table: { category: 'CSS parts' } };
  }
  return argTypes;
}
