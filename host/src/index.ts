// The host's shared modules are all provided eagerly (shared/build/webpack.mjs), so its first page needs no async
// boundary before them: one script less on every first load.
import './bootstrap';
