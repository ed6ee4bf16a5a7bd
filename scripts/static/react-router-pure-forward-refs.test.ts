import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  forwardRefsMarkedPure,
  reactRouterPureForwardRefs,
} from './react-router-pure-forward-refs.ts'

const productionDir = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
)
const productionFiles = readdirSync(productionDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(productionDir, name), 'utf8'))

/** The bundled code of a module that imports `names` from React Router's production build. */
async function bundleImporting(names: readonly string[], withPlugin: boolean): Promise<string> {
  const entry = 'virtual:entry'
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `import { ${names.join(', ')} } from ${JSON.stringify(join(productionDir, 'index.mjs'))}\n` +
              `console.log(${names.join(', ')})`
            : null,
      },
      ...(withPlugin ? [reactRouterPureForwardRefs()] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: entry, external: [/^react(-dom)?($|\/)/, 'cookie', /^set-cookie/] },
    },
  })) as Rolldown.RolldownOutput
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n')
}

describe('React Router forwardRef components marked pure', () => {
  it('names every forwardRef component of the production files in the same call, on the same lines', () => {
    const files = productionFiles.filter((code) => /= React\d*\.forwardRef\(/.test(code))
    expect(files.length).toBeGreaterThan(0)
    for (const code of files) {
      const marked = forwardRefsMarkedPure(code)
      expect(marked.split('\n')).toHaveLength(code.split('\n').length)
      const names = [...code.matchAll(/var (\w+) = React\d*\.forwardRef\(/g)].map(
        (match) => match[1],
      )
      expect(names.length).toBeGreaterThan(0)
      // Each one rewritten (React Router changed its output if this fails).
      for (const name of names) {
        expect(marked).toContain(`var ${name} = /* @__PURE__ */ Object.assign(`)
        expect(marked).not.toContain(`\n${name}.displayName = `)
      }
    }
  })

  it('makes the same component object with the same displayName', () => {
    const code =
      'var Form = React.forwardRef(\n  function FormWithRef() {}\n);\nForm.displayName = "Form";'
    const react = { forwardRef: (render: () => void) => ({ $$typeof: 'forward_ref', render }) }
    // The component's own properties, its render function by name (each evaluation makes a new one).
    const evaluate = (source: string) => {
      const made = new Function('React', `${source}\nreturn Form`)(react) as { render: () => void }
      return { ...made, render: made.render.name }
    }
    const marked = forwardRefsMarkedPure(code)
    expect(marked).not.toBe(code)
    expect(evaluate(code)).toEqual({
      $$typeof: 'forward_ref',
      render: 'FormWithRef',
      displayName: 'Form',
    })
    expect(evaluate(marked)).toEqual(evaluate(code))
  })

  it('leaves Form and its submission code out of a bundle that imports Link only', async () => {
    const without = await bundleImporting(['Link'], false)
    expect(without).toContain('Form.displayName = "Form"')
    expect(without).toContain('function useSubmit(')

    const marked = await bundleImporting(['Link'], true)
    expect(marked).toContain('displayName: "Link"')
    expect(marked).not.toContain('"Form"')
    expect(marked).not.toContain('function useSubmit(')
  })

  it('keeps Form, with its displayName, in a bundle that imports it', async () => {
    const marked = await bundleImporting(['Form'], true)
    expect(marked).toContain('displayName: "Form"')
    expect(marked).toContain('function useSubmit(')
  })
})
