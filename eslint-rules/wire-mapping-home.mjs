/**
 * wire/ is the one home of row-to-answer mapping (docs/ARCHITECTURE.md): paise become rupees and
 * dates become ISO strings there, so a route, service or repository calls a wire/ mapper instead
 * of spelling `paiseToRupees(` or `.toISOString()` itself. Applied to server/src outside wire/.
 */
export const wireMappingHome = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      mapping:
        '`{{call}}` outside server/src/wire/: map the row to its answer with a wire/<area>.ts mapper.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        // `rows.map(paiseToRupees)` maps as much as a call does.
        const passed = node.arguments.some(
          (a) => a.type === 'Identifier' && a.name === 'paiseToRupees',
        );
        if ((callee.type === 'Identifier' && callee.name === 'paiseToRupees') || passed) {
          context.report({ node, messageId: 'mapping', data: { call: 'paiseToRupees(' } });
        } else if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.name === 'toISOString'
        ) {
          context.report({ node, messageId: 'mapping', data: { call: '.toISOString()' } });
        }
      },
    };
  },
};
