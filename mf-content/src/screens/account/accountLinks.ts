// The account navigation the desktop sidebar and the mobile account sidebar both show (SPEC §2 "My account"); Logout
// signs out and then goes to /login (AccountNav).
export const ACCOUNT_LINKS = [
  { to: '/my-account', label: 'Account Details' },
  { to: '/my-account-orders', label: 'Your Orders' },
  { to: '/my-account-address', label: 'My Address' },
] as const;

export const LOGOUT = { to: '/login', label: 'Logout' } as const;
