// Words the generated catalogue is named from, so text search and misspellings meet the kind of
// names a marketplace in India holds (the items and brands come from the reference catalogue).

const list = (words: string) => words.split(',');

export const FIRST_NAMES = list(
  'Rajesh,Priya,Amit,Sunita,Vikram,Anjali,Mohammed,Kavita,Suresh,Neha,Arjun,Pooja,Ravi,Deepa,Sanjay,Farah,Harpreet,Manoj,Lakshmi,Gaurav',
);
export const SURNAMES = list(
  'Sharma,Iyer,Patel,Reddy,Singh,Gupta,Qureshi,Nair,Kumar,Joshi,Mehta,Banerjee,Verma,Menon,Agarwal,Khan,Kaur,Yadav,Jain,Shah',
);
/** Blanks keep many names plain. */
export const SHOP_PREFIXES = list(',,Shree ,Sri ,New ,Royal ,Balaji ,Sai ,Om ');
export const PRODUCT_SHOPS = list('Traders,Electronics,Enterprises,Mart,Stores,Emporium');
export const SERVICE_SHOPS = list('Services,Solutions,Care,Experts,Home Services');
export const LOCALITIES = list('Station,Market,Main,Gandhi,Nehru,MG,Ring,Temple');
/** Model words after an item's name ('Pro', a colour). */
export const VARIANTS = list(',,, Pro, Plus, Max, Lite, Neo, Prime');
export const COLOUR_WORDS = list(',,,, Black, White, Blue, Red, Silver, Grey');
export const SERVICE_SUFFIXES = list(',, at Home, - Same Day, by Experts');

export const LEAD_QUERIES = [
  'Is this available in stock?',
  'Please share the best price.',
  'Do you deliver to my area?',
  'Can I visit the shop today?',
  'Is there an EMI option?',
];
