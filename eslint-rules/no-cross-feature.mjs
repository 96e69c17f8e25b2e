import path from 'node:path';

/**
 * bulletproof-react's rule: a feature (`src/features/<name>/`) imports no other feature; what
 * two features share lives in the package's components/ or lib/, and pages compose features.
 * The import is resolved against the importing file, so `../../teams/api/x` from
 * features/friends-chat-friends/components/ is caught however deep the file sits.
 */
export const noCrossFeature = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        'Feature "{{from}}" imports feature "{{to}}": move the shared piece to components/ or lib/, or compose them in a page.',
    },
  },
  create(context) {
    const featureOf = (file) => /[/\\]src[/\\]features[/\\]([^/\\]+)[/\\]/.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
