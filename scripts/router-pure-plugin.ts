// A Vite plugin that lets the bundler drop the parts of react-router we never render (Form, fetcher forms,
// ScrollRestoration, the data router's contexts): the package's dist creates each component and context at the top
// level with an unannotated React.forwardRef/createContext call and then sets its displayName, two statements a
// bundler must keep in case they have effects. Marking the calls pure and leaving out the displayName lines (a
// name for React DevTools only) makes every unused one dead code: 1.5 kB gzip off every first load (decision 0119).
// It also turns off the warnings meant for developers, as the package's production build does: 463 B more (0132).
import type { Plugin } from 'vite';

const ROUTER_DIST = /\/node_modules\/react-router\/dist\/[^?]*\.mjs$/;

export function routerPureAnnotations(): Plugin {
  return {
    name: 'rupeeflow:router-pure-annotations',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return {
        code: code
          // The package's exports lead every bundler to its development build; its production build differs by
          // this one flag, which guards the warnings for developers (their text and the checks that print them).
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
          .replace(/^[\w.]+\.displayName = "[^"\n]*";$/gm, '')
          .replace(
            /^var (\w+) = (React\d*\.(?:forwardRef|createContext)\()/gm,
            'var $1 = /* @__PURE__ */ $2',
          ),
        map: null,
      };
    },
  };
}
