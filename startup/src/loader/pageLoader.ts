// The entry of the inline loader: built by ../../build.mjs into one small script that the server writes into every
// page it renders (after the page's state and its `PAGE_SCRIPTS_ELEMENT_ID` block) and allows by hash or nonce.
import { readPageScripts } from './pageScripts';
import { startPage } from './startPage';

startPage(window, readPageScripts(document));
