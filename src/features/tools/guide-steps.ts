/** The setup guide's facts: the hash tool's default port and the commands of each system. */
export const DEFAULT_PORT = 8003;

export interface GuideStep {
  readonly text: string;
  /** A command to copy, if the step has one. */
  readonly command?: string;
}

export const WINDOWS_STEPS: readonly GuideStep[] = [
  { text: 'Run the downloaded installer and follow its steps; it installs the tool as a Windows service.' },
  {
    text: 'Open PowerShell as administrator and save your JWT token for the tool:',
    command: 'setx DOC_HASH_TOOL_TOKEN "<your JWT token>" /M',
  },
  {
    text: `Start the tool on the default port ${DEFAULT_PORT}:`,
    command: `Start-Service DocumentHashTool; Test-NetConnection localhost -Port ${DEFAULT_PORT}`,
  },
];

export const UNIX_STEPS: readonly GuideStep[] = [
  {
    text: 'Open a terminal in the folder where you saved the tool and make it executable:',
    command: 'chmod +x ./document-hash-tool',
  },
  { text: 'Save your JWT token for the tool:', command: 'export DOC_HASH_TOOL_TOKEN="<your JWT token>"' },
  {
    text: `Start the tool on the default port ${DEFAULT_PORT}:`,
    command: `./document-hash-tool --port ${DEFAULT_PORT}`,
  },
];
