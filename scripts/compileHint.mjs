/**
 * V8's compile hint (Chrome 136+), first in every script of the app but the boot module: it compiles all of a file's
 * functions while the file streams in, off the main thread, rather than each on the main thread at its first call.
 * Nearly every function of a chunk runs once it loads (each module's body is a function of its own in this bundle),
 * so that lazy compiling was blocking time after the first paint. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
