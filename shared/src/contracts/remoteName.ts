// The remotes a shell composes, by the names remotes.json and Module Federation use.
export type RemoteName = 'catalog' | 'cart' | 'checkout' | 'content';
