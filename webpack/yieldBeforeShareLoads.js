// A federation runtime plugin of every app's: the runtime's long chains of work are cut into tasks of their own.
// - Each shared module the page loads (react, the store, …) is resolved in a task of its own. The runtime negotiates
//   them in one chain of promises, which the browser ran as one long task when the shell started and when a remote's
//   first screen loaded (decision 0031).
// - A remote's container is initialised, and an exposed module evaluated, each in a task of its own: the runtime went
//   on from the remote entry's evaluation, in the same task, to initialising its share scope and to evaluating the
//   module the page asked for (decision 0039).
// - A remote's manifest is read, the assets its module needs are worked out, and their downloads started, each in a
//   task of its own: the runtime did all three, then went on to add the remote entry's script, in one task (0042).
// It imports nothing: runtime plugins are evaluated before the share scope is ready.
/** Hands the hook's arguments back unchanged, in a later task. */
const passInALaterTask = (args) => new Promise((resolve) => setTimeout(resolve, 0, args));

export default function yieldBeforeShareLoads() {
  return {
    name: 'storefront-yield-before-share-loads',
    beforeLoadShare: passInALaterTask,
    beforeInitRemote: passInALaterTask,
    beforeExecuteFactory: passInALaterTask,
    beforePreloadRemote: passInALaterTask,
    generatePreloadAssets: passInALaterTask,
  };
}
