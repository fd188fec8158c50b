// Regenerates the screenshots of the example site's preview shown in README.md (docs/screenshots/):
// the home page, a page inside a nested group, an API page. Needs dist/ (npm run build) and
// Debian's Chromium (the test set-up installs it). Usage: npm run screenshots
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startPreview } from '../dist/preview/server.js'

const root = join(import.meta.dirname, '..')
const shots = [
  ['home.png', '/'],
  ['nested-group.png', '/concepts/deployments/rollbacks'],
  ['api-page.png', '/api-reference/projects/create-a-project'],
]
const preview = await startPreview(join(root, 'examples', 'acme'), { port: 0 })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] })
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 720 }, colorScheme: 'light' })
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  for (const [file, path] of shots) {
    await page.goto(new URL(path, preview.url).href)
    await page.screenshot({ path: join(root, 'docs', 'screenshots', file) })
    console.log(`docs/screenshots/${file}: ${path}`)
  }
} finally {
  await browser.close()
  await preview.close()
}
