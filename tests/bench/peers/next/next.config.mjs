// Production defaults; compression on, as the site compresses its answers. The root is this folder (its own
// lockfile), not the site's.
export default {
  compress: true,
  poweredByHeader: false,
  turbopack: { root: import.meta.dirname },
};
