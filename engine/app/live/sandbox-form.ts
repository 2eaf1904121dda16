/** Opens a demo in an online sandbox: a hidden form POSTed to a new tab. Loaded on first use. */
import { devDependencies } from '../../../package.json';
import siteData from 'virtual:site-data';
import stylesheet, { fileName as stylesheetName } from 'virtual:demo-stylesheet-text';
import {
  codesandboxForm,
  sandboxDependencies,
  stackblitzForm,
  type PostForm,
  type SandboxDemo,
} from '../../core/sandbox';

export type SandboxKind = 'codesandbox' | 'stackblitz';

export type SandboxInput = Omit<SandboxDemo, 'stylesheet' | 'stylesheetName' | 'tools'>;

function sandboxDemo(input: SandboxInput): SandboxDemo {
  const dependencies = sandboxDependencies(input.dependencies, siteData.versions);
  return {
    ...input,
    dependencies,
    stylesheet,
    stylesheetName,
    tools: { vite: devDependencies.vite, typescript: devDependencies.typescript },
  };
}

function submitForm({ action, fields }: PostForm, doc: Document = document) {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  form.remove();
}

export function openSandbox(kind: SandboxKind, input: SandboxInput) {
  const demo = sandboxDemo(input);
  submitForm(kind === 'codesandbox' ? codesandboxForm(demo) : stackblitzForm(demo));
}
