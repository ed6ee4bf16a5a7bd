// A Vite build plugin for React Router's production files. Its components made with forwardRef
// (Link, NavLink, Form) are each a call followed by a `displayName` write; the bundler cannot tell
// that the write does nothing when the component is unused, so every build carried Form, useSubmit
// and the form-submission code although the explorer renders no Form (~1.2 kB gzip of the first
// route). Each such pair becomes one call marked pure that makes the same object with the same
// displayName, so the bundler drops the components nothing imports and keeps the others as they
// were.
import type { Plugin } from 'vite'

const forwardRefWithName =
  /var (\w+) = (React\d*)\.forwardRef\(([\s\S]*?)\n\);\n\1\.displayName = ("[^"\n]*");/g

/** The code with every `var X = React.forwardRef(…);` + `X.displayName = "…";` as one pure call. */
export function forwardRefsMarkedPure(code: string): string {
  // Two lines in, two lines out: the lines of the rest of the file stay where the source map says.
  return code.replace(
    forwardRefWithName,
    'var $1 = /* @__PURE__ */ Object.assign(/* @__PURE__ */ $2.forwardRef($3\n), {\ndisplayName: $4 });',
  )
}

export function reactRouterPureForwardRefs(): Plugin {
  return {
    name: 'react-router-pure-forward-refs',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      // map: null, as the lines did not move (the columns of the rewritten lines only).
      handler: (code) => ({ code: forwardRefsMarkedPure(code), map: null }),
    },
  }
}
