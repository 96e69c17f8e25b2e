/**
 * The UI kit (`@bgmi/shared/ui-kit`: FormField, DataTable, EmptyState) is the one way to build a
 * labelled field and a table of rows (docs/ARCHITECTURE.md "Frontends"). In the pages of the shell
 * and the remotes this rule reports a hand-built `<table>` and a hand-built text field: a `<label>`
 * with htmlFor, or one that wraps an input (not a checkbox or radio), a select or a textarea.
 * A checkbox or radio inside its label is not a field the kit serves.
 */
const CONTROLS = new Set(['input', 'select', 'textarea']);

function elementName(node) {
  return node.openingElement.name.type === 'JSXIdentifier' ? node.openingElement.name.name : '';
}

function attribute(node, name) {
  return node.openingElement.attributes.find(
    (a) => a.type === 'JSXAttribute' && a.name.name === name,
  );
}

function isTextControl(node) {
  const name = elementName(node);
  if (!CONTROLS.has(name)) return false;
  if (name !== 'input') return true;
  const type = attribute(node, 'type')?.value;
  return !(type?.type === 'Literal' && (type.value === 'checkbox' || type.value === 'radio'));
}

function wrapsTextControl(node) {
  return node.children.some(
    (child) => child.type === 'JSXElement' && (isTextControl(child) || wrapsTextControl(child)),
  );
}

export const uiKitServes = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      table: 'A hand-built <table>: use DataTable from @bgmi/shared/ui-kit.',
      field: 'A hand-built form field: use FormField from @bgmi/shared/ui-kit.',
    },
  },
  create(context) {
    return {
      JSXElement(node) {
        const name = elementName(node);
        if (name === 'table') context.report({ node, messageId: 'table' });
        if (name === 'label' && (attribute(node, 'htmlFor') || wrapsTextControl(node))) {
          context.report({ node, messageId: 'field' });
        }
      },
    };
  },
};
