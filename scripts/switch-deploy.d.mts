// Types of switch-deploy.mjs for the TypeScript callers (the e2e specs).
export interface DeployPointer {
  name: string;
  build: string;
  manifest: string;
  hostApi?: string;
}

export function listBuilds(deployDir: string): string[];
export function readPointer(deployDir: string): DeployPointer | null;
export function switchDeploy(deployDir: string, build: string): DeployPointer;
