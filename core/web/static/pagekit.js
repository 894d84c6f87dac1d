// What the lesson and replay pages add to common.js: requests that throw the server's message on
// an error answer, and the page's language (?lang= in the address, else the one this browser
// chose before), switched in place.

import {api as request, chosenLang, languageSwitch as switchOf, rememberLang} from './common.js';

export const page = {lang: chosenLang()};

export async function api(path, body) {
  const answer = await request(path, body === undefined ? {lang: page.lang} : {method: 'POST', body, lang: page.lang});
  if (!answer.ok) {
    const error = new Error(answer.data && answer.data.error ? answer.data.error : String(answer.status));
    error.code = answer.data && answer.data.code;
    throw error;
  }
  return answer.data;
}

// The language switch in `box` (once); `again()` shows the page anew in the language chosen.
export function languageSwitch(box, languages, current, label, again) {
  if (box.firstChild) return;
  box.append(switchOf(languages, current, label, (lang) => {
    page.lang = lang;
    rememberLang(lang);  // and the address's ?lang= goes
    again();
  }));
}
