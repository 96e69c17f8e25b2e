// Does the host API this shell provides meet the range a remote's deploy needs ("^1.2.0",
// ">=1.2.0", "1.2.0")? One rule for the shell and the static server, which leaves out the first
// paint of a side the shell cannot run: written once, in plain CommonJS both can load.
export { satisfies } from '../../../scripts/lib/host-api-range.cjs';
