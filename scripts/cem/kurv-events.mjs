/**
 * Analyzer plugin: Kurv's events are the keys of the `KurvEventMap` interface (packages/core/src/events/events.ts),
 * not `dispatchEvent` calls in element classes. Kurv dispatches them on `document`, from the page's one shop store
 * that every Kurv element shares, never on the element: any tag on the page is enough for any of them. They are
 * listed on every element (not on a module-level declaration) because that is where tools read `events` (Storybook,
 * IDE custom data and web-types generators); each description says they are dispatched on `document`. The detail
 * type is the member's type as written (whitespace collapsed), the analyzer's convention for types.
 *
 * `kurv:open-handover-picker`, which the page dispatches and Kurv listens for, is the variable
 * `OPEN_HANDOVER_PICKER_EVENT` of the events module, as the analyzer lists it.
 */
import { jsDocOf } from './define-element.mjs';

const EVENT_NOTE =
  'Dispatched on `document`, not on the element, by the page’s one shop store, which every Kurv element shares: ' +
  'listen with `document.addEventListener`.';

/**
 * @param {{ eventMap: string }} options the name of the interface that maps event names to detail types
 * @returns {import('@custom-elements-manifest/analyzer').Plugin}
 */
export function kurvEventsPlugin({ eventMap }) {
  /** @type {{ name: string, type: { text: string }, description: string }[]} */
  let events = [];
  let eventsModule = '';

  return {
    name: 'kurv-events',
    initialize() {
      events = [];
      eventsModule = '';
    },
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isInterfaceDeclaration(node) || node.name.text !== eventMap) {
        return;
      }
      eventsModule = moduleDoc.path;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name) || !member.type) {
          throw new Error(`kurv-events plugin: ${eventMap} member ${member.getText()} is not a quoted event name with a type`);
        }
        events.push({
          name: member.name.text,
          type: { text: `CustomEvent<${member.type.getText().replace(/\s+/g, ' ')}>` },
          description: `${jsDocOf(ts, member)} ${EVENT_NOTE}`,
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      if (events.length === 0) {
        throw new Error(`kurv-events plugin: no interface ${eventMap} in the analysed modules`);
      }
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.customElement) {
            declaration.events = events.map((event) => ({ ...event }));
          }
        }
        if (module.path === eventsModule) {
          module.description =
            'The events. Those Kurv dispatches are listed on each element (dispatched on `document`); the one the page ' +
            'dispatches and Kurv listens for is this variable.';
        }
      }
    },
  };
}
