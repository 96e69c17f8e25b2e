// Module hooks for render-deploy-register.cjs: any .css request resolves to an empty module.
const EMPTY = 'data:text/javascript,export default ""';

export async function resolve(specifier, context, next) {
  if (/\.css(\?url)?$/.test(specifier)) return { url: EMPTY, shortCircuit: true };
  return next(specifier, context);
}
