// A federation runtime plugin of every app's: each shared module the page loads (react, the store, …) is resolved in
// a task of its own. The runtime negotiates them in one chain of promises, which the browser ran as one long task
// when the shell started and when a remote's first screen loaded (decision 0031). It imports nothing: runtime
// plugins are evaluated before the share scope is ready.
const giveTheThreadBack = () => new Promise((resolve) => setTimeout(resolve, 0));

export default function yieldBeforeShareLoads() {
  return {
    name: 'storefront-yield-before-share-loads',
    async beforeLoadShare(args) {
      await giveTheThreadBack();
      return args;
    },
  };
}
