import { RootProvider } from 'fumadocs-ui/provider/next'
import './global.css'

export default function Layout({ children }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-screen flex-col">
        {/* A static export has no search server: Fumadocs' search is off. */}
        <RootProvider search={{ enabled: false }}>{children}</RootProvider>
      </body>
    </html>
  )
}
