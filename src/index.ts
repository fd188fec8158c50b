/**
 * docsnav: a compiler for documentation-site navigation.
 *
 * `compile(input, options)` reads a docs.json (a project folder, or a config in memory), checks it
 * and returns diagnostics and the navigation tree. It never throws on user input.
 */
export { compile, compileSync } from './compile/compile.js'
export { createProject } from './project/project.js'
export type { Project } from './project/project.js'
export { EditedText } from './source/edited-text.js'
export type { CompileHooks, CompileInput, CompileOptions, CompileResult, Diagnostic, Summary } from './compile/compile.js'
export type { Progress } from './ir/context.js'
export { catalogue } from './ir/diagnostics/catalogue.js'
export type { CatalogueEntry, DiagnosticCode, FixRule, Severity } from './ir/diagnostics/catalogue.js'
export type { DocsnavMessage, Location, RelatedLocation } from './ir/diagnostics/report.js'
export { renderGithub, renderJson, renderPretty } from './present/report.js'
export type { RenderOptions } from './present/report.js'
export { renderSarif } from './present/sarif.js'
export type { SarifOptions } from './present/sarif.js'
export { docsJsonSchema } from './ir/json-schema.js'
export { applyFixes, fixOf } from './fix/index.js'
export type { Fix, TextEdit } from './fix/index.js'
export { fixFiles } from './project/fix-files.js'
export type { AppliedFix, FixFilesResult } from './project/fix-files.js'
export type { OutputText } from './emit/output-text.js'
export type {
  AnyNavNode,
  Content,
  DivisionFields,
  DivisionNode,
  GlobalEntryNode,
  GlobalNode,
  GroupContent,
  GroupFields,
  GroupNode,
  NavData,
  OperationNode,
  PageNode,
  RootNode,
  Settings,
} from './ir/types.js'
export type { Banner, ChildKey, Colors, DivisionKind, ElementKind, GlobalEntryFields, HttpMethod, Icon, SpecSetting } from './ir/schema.js'
export type { PreviousRoute, UrlChanges } from './ir/site.js'
export type { Redirect } from './ir/redirects.js'
export { walk, SKIP } from './ir/walk.js'
