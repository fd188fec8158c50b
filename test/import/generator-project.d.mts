/** A temporary project, and how to remove it. */
export interface Project {
  root: string
  remove: () => void
}

export const REPO: string
export function projectIn(generator: 'docusaurus' | 'vitepress' | 'starlight' | 'fumadocs', from: string | Record<string, string>): Project
export function fixture(kind: string, name: string): string
export function corpusEntry(kind: string, name: string): Record<string, unknown> & { stubs?: Record<string, string[]> }
export function corpusProject(kind: string, name: string): Project
