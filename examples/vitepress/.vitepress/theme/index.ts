// VitePress's default theme with docsnav's components (Mintlify's, and the nav's tabs and switchers).
export { default } from 'docsnav/vitepress/components/theme.js'
