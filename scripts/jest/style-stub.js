// CSS imports are styling only; tests assert on behaviour.
module.exports = {};
