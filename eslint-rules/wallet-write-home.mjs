/**
 * Wallet money moves in two homes only (docs/ARCHITECTURE.md "Money"): applyWalletChange
 * (services/wallet-ledger.ts, over repositories/wallet/wallet-repository.ts) and, for the number game's
 * bet, the SQL function platform_game_place_bet (called from repositories/platform-game/platform-game-repository.ts
 * and, for bets batched in one statement, bet-batch.ts beside it).
 * Anywhere else in server/src this rule reports a write of the balance or of a ledger entry: the
 * wallet repository's writers imported, `insert(walletEntries)`, `walletPaise` set in an update,
 * SQL text that updates wallet_paise or inserts into wallet_entries, or a call of the SQL function.
 */
const WRITERS = new Set(['addToBalance', 'insertWalletEntry']);
const SQL_WRITE = /\bUPDATE\s+users\b[\s\S]*\bwallet_paise\s*=|\bINSERT\s+INTO\s+wallet_entries\b/i;
const SQL_HOME = /\bplatform_game_place_bet\s*\(/i;

export const walletWriteHome = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      write:
        'A wallet write outside its homes ({{what}}): move money with applyWalletChange(tx, …).',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'write', data: { what } });
    const checkText = (node, text) => {
      if (SQL_WRITE.test(text)) report(node, 'SQL write of wallet_paise or wallet_entries');
      else if (SQL_HOME.test(text)) report(node, 'platform_game_place_bet');
    };
    return {
      ImportSpecifier(node) {
        if (node.imported.type === 'Identifier' && WRITERS.has(node.imported.name)) {
          report(node, node.imported.name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        const [first] = node.arguments;
        if (callee.property.name === 'insert' && first?.type === 'Identifier') {
          if (first.name === 'walletEntries') report(node, 'insert(walletEntries)');
        }
        if (callee.property.name === 'set' && first?.type === 'ObjectExpression') {
          const sets = first.properties.some(
            (p) =>
              p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'walletPaise',
          );
          if (sets) report(node, 'set({ walletPaise })');
        }
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateLiteral(node) {
        checkText(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
    };
  },
};
