import { PLANS } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  brands,
  categories,
  colors,
  searchSynonyms,
  searchWords,
  subCategories,
  subCategoryBrands,
  subscriptionPlans,
} from '../schema/index.ts';
import { CATEGORIES, COLORS, type CategorySeed } from './catalog-data.ts';
import { hindiName } from './catalog-hindi.ts';
import { catalogPictures, categoryPicture, subCategoryPictures } from './catalog-pictures.ts';
import { initials, type SeedImage } from './images.ts';
import { seedLocations } from './locations.ts';
import { hashSeed, slugify } from './random.ts';

// Image keys of the reference catalogue: named by what they show (catalog-pictures.ts), so
// re-running finds the same files.
export const categoryImageKey = (category: CategorySeed) => categoryPicture(category).key;
export const subCategoryImageKey = (category: CategorySeed, subCategory: string) => {
  const sub = category.subCategories.find((candidate) => candidate.name === subCategory);
  if (!sub) throw new Error(`Reference seed: ${subCategory} is not in ${category.name}`);
  return subCategoryPictures(category, sub)[0]!.key;
};
export const brandImageKey = (brand: string) => `seed/brand-${slugify(brand)}.webp`;

const BRAND_COLORS = [
  '#1e3a8a',
  '#7f1d1d',
  '#14532d',
  '#581c87',
  '#7c2d12',
  '#0c4a6e',
  '#3f3f46',
  '#831843',
];

/** Every distinct brand of the catalogue, in first-seen order. */
export function catalogBrands() {
  return [...new Set(CATEGORIES.flatMap((c) => c.subCategories.flatMap((s) => s.brands ?? [])))];
}

/**
 * The images the reference catalogue points at: a picture of every category and sub-category,
 * and a card for every brand.
 */
export function referenceImages(): SeedImage[] {
  const images: SeedImage[] = catalogPictures({ listings: false });
  for (const brand of catalogBrands()) {
    images.push({
      key: brandImageKey(brand),
      title: brand.length <= 4 ? brand.toUpperCase() : initials(brand),
      caption: brand,
      color: BRAND_COLORS[hashSeed(brand) % BRAND_COLORS.length]!,
    });
  }
  return images;
}

/** Plans follow packages/shared PLANS: the code is the source of truth, so they are updated. */
async function seedPlans(db: Database) {
  const before = await db.$count(subscriptionPlans);
  await db
    .insert(subscriptionPlans)
    .values(PLANS.map((plan) => ({ ...plan, discount: plan.discount })))
    .onConflictDoUpdate({
      target: subscriptionPlans.id,
      set: {
        label: sql`excluded.label`,
        duration: sql`excluded.duration`,
        months: sql`excluded.months`,
        price: sql`excluded.price`,
        discount: sql`excluded.discount`,
      },
    });
  return (await db.$count(subscriptionPlans)) - before;
}

async function seedCatalog(db: Database) {
  const insertedCategories = await db
    .insert(categories)
    .values(
      CATEGORIES.map((category) => ({
        type: category.type,
        category: category.name,
        image: categoryImageKey(category),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const categoryIds = new Map(
    (await db.select().from(categories)).map((row) => [`${row.type}|${row.category}`, row.id]),
  );

  const subCategoryRows = CATEGORIES.flatMap((category) => {
    const fkCategoryId = categoryIds.get(`${category.type}|${category.name}`);
    if (!fkCategoryId) return [];
    return category.subCategories.map((sub) => ({
      fkCategoryId,
      subCategory: sub.name,
      image: subCategoryImageKey(category, sub.name),
    }));
  });
  const insertedSubCategories = await db
    .insert(subCategories)
    .values(subCategoryRows)
    .onConflictDoNothing()
    .returning({ id: subCategories.id });
  const subCategoryIds = new Map(
    (await db.select().from(subCategories)).map((row) => [
      `${row.fkCategoryId}|${row.subCategory}`,
      row.id,
    ]),
  );

  const insertedBrands = await db
    .insert(brands)
    .values(catalogBrands().map((brand) => ({ brand, image: brandImageKey(brand) })))
    .onConflictDoNothing()
    .returning({ id: brands.id });
  const brandIds = new Map((await db.select().from(brands)).map((row) => [row.brand, row.id]));

  const links = CATEGORIES.flatMap((category) =>
    category.subCategories.flatMap((sub) => {
      const fkSubCategoryId = subCategoryIds.get(
        `${categoryIds.get(`${category.type}|${category.name}`)}|${sub.name}`,
      );
      return (sub.brands ?? []).flatMap((brand) => {
        const fkBrandId = brandIds.get(brand);
        return fkSubCategoryId && fkBrandId ? [{ fkSubCategoryId, fkBrandId }] : [];
      });
    }),
  );
  const insertedLinks = await db
    .insert(subCategoryBrands)
    .values(links)
    .onConflictDoNothing()
    .returning({ id: subCategoryBrands.fkBrandId });

  const hindiNamesAdded = await fillHindiNames(db);

  const insertedColors = await db
    .insert(colors)
    .values([...COLORS])
    .onConflictDoNothing()
    .returning({ id: colors.id });

  return {
    categories: insertedCategories.length,
    subCategories: insertedSubCategories.length,
    brands: insertedBrands.length,
    subCategoryBrands: insertedLinks.length,
    colors: insertedColors.length,
    hindiNames: hindiNamesAdded,
  };
}

/**
 * Gives the reference categories and sub-categories their Hindi names where they have
 * none: new rows, and the rows of a database seeded before Hindi names existed, whenever
 * REFERENCE_SEED_VERSION goes up. A name the administrator wrote (or removed) after that stays,
 * because the reference seed does not run again until the next version.
 */
async function fillHindiNames(db: Database) {
  const names = (english: Iterable<string>) =>
    [...new Set(english)].flatMap((name) => {
      const hindi = hindiName(name);
      return hindi ? [sql`(${name}, ${hindi})`] : [];
    });
  const categoryNames = names(CATEGORIES.map((category) => category.name));
  const subCategoryNames = names(CATEGORIES.flatMap((c) => c.subCategories.map((s) => s.name)));
  const filled = [];
  if (categoryNames.length) {
    filled.push(
      ...(
        await db.execute<{ id: string }>(
          sql`update ${categories} c set category_hi = v.hindi
              from (values ${sql.join(categoryNames, sql`, `)}) as v(english, hindi)
             where c.category = v.english and c.category_hi is null
            returning c.id`,
        )
      ).rows,
    );
  }
  if (subCategoryNames.length) {
    filled.push(
      ...(
        await db.execute<{ id: string }>(
          sql`update ${subCategories} sc set sub_category_hi = v.hindi
              from (values ${sql.join(subCategoryNames, sql`, `)}) as v(english, hindi)
             where sc.sub_category = v.english and sc.sub_category_hi is null
            returning sc.id`,
        )
      ).rows,
    );
  }
  return filled.length;
}

/**
 * Hindi and Hinglish words for the seeded catalogue, and the English words (websearch syntax) a
 * search containing one also looks for. Terms are single words or a phrase ('bijli mistri').
 */
export const SEARCH_SYNONYMS: readonly (readonly [readonly string[], string])[] = [
  [['almari', 'almira', 'almaari', 'अलमारी'], 'almirah or wardrobe'],
  [['kapde', 'kapda', 'kapdey', 'कपड़े', 'कपड़ा'], 'clothes or clothing or fashion'],
  [['sabzi', 'sabji', 'subzi', 'सब्ज़ी', 'सब्जी'], 'vegetables'],
  [['phal', 'फल'], 'fruits'],
  [['doodh', 'dudh', 'दूध'], 'milk'],
  [['dahi', 'दही'], 'curd'],
  [['घी'], 'ghee'],
  [['makhan', 'मक्खन'], 'butter'],
  [['chawal', 'चावल'], 'rice'],
  [['aata', 'आटा'], 'atta or flour'],
  [['daal', 'दाल'], 'dal or pulses'],
  [['tel', 'तेल'], 'oil'],
  [['masale', 'मसाला', 'मसाले'], 'masala or spices'],
  [['chai', 'चाय'], 'tea'],
  [['mithai', 'मिठाई'], 'sweets'],
  [['kirana', 'किराना'], 'groceries or staples'],
  [['dawai', 'dawa', 'davai', 'दवाई', 'दवा'], 'medicine or medical or pharmacy'],
  [['chashma', 'chasma', 'चश्मा'], 'spectacles or eyewear or sunglasses'],
  [['joote', 'joota', 'jute', 'जूते', 'जूता'], 'shoes or footwear'],
  [['chappal', 'चप्पल'], 'slippers or footwear'],
  [['मोबाइल', 'फ़ोन', 'फोन'], 'mobile or smartphone'],
  [['fridge', 'फ्रिज', 'फ़्रिज'], 'refrigerator'],
  [['pankha', 'पंखा'], 'fan'],
  [['bijli', 'बिजली'], 'electrician or electricals'],
  [['ए सी', 'एसी'], 'ac or "air conditioner"'],
  [['कूलर'], 'cooler'],
  [['टीवी'], 'television or tv'],
  [['gadda', 'गद्दा'], 'mattress'],
  [['palang', 'पलंग'], 'bed'],
  [['kursi', 'कुर्सी'], 'chair'],
  [['bartan', 'बर्तन'], 'cookware or utensils'],
  [['chadar', 'चादर'], 'bedsheet'],
  [['साड़ी'], 'saree'],
  [['कुर्ता'], 'kurta'],
  [['khilona', 'khilone', 'खिलौना', 'खिलौने'], 'toys'],
  [['ghadi', 'घड़ी'], 'watch'],
  [['gehne', 'zevar', 'jewar', 'गहने', 'ज़ेवर'], 'jewellery'],
  [['अगरबत्ती'], 'agarbatti'],
  [['पूजा'], 'pooja or puja'],
  [['सीमेंट'], 'cement'],
  [['rang', 'रंग', 'पेंट'], 'paint'],
  [['nal', 'नल'], 'tap or plumber'],
  [['cycle', 'साइकिल'], 'bicycle'],
  [['beej', 'बीज'], 'seeds'],
  [['khad', 'खाद'], 'fertiliser or fertilizer'],
  [['कॉपी'], 'notebook'],
  [['nalsaz', 'nalsaaz', 'नलसाज़', 'प्लंबर'], 'plumber or plumbing'],
  [['bijli mistri', 'बिजली मिस्त्री', 'इलेक्ट्रीशियन'], 'electrician'],
  [['darzi', 'darji', 'दर्जी'], 'tailor'],
  [['nai', 'naai', 'नाई'], 'barber or haircut'],
  [['badhai', 'barhai', 'बढ़ई'], 'carpenter'],
  [['dhobi', 'धोबी'], 'laundry'],
  [['पेंटर'], 'painter'],
  [['डॉक्टर'], 'doctor or clinic'],
  [['daant', 'dant', 'दांत', 'दाँत'], 'dentist or dental'],
  [['vakil', 'वकील'], 'lawyer'],
  [['पंडित'], 'pandit'],
  [['halwai', 'हलवाई'], 'caterer'],
  [['tuition', 'ट्यूशन'], 'tutor or tuition or coaching'],
  [['mehndi', 'mehandi', 'मेहंदी'], 'mehendi'],
  [['shaadi', 'shadi', 'शादी'], 'wedding'],
  [['safai', 'सफ़ाई', 'सफाई'], 'cleaning'],
  [['parlour', 'parlor', 'पार्लर'], 'salon or beauty'],
  [['gaadi', 'gadi', 'गाड़ी'], 'car or vehicle'],
  // More of what the demo catalogue's categories hold, in Devanagari (with and
  // without the nukta people often leave out) and as typed in Latin letters. Only words that
  // name one kind of thing: a term's expansion is added to the matches (websearch OR), so a
  // general word ('मिस्त्री' for any repairer, 'रिपेयर') flooded 'बिजली मिस्त्री' and 'एसी
  // रिपेयर' with every repair (measured with bench:relevance, docs/search.md).
  [['sari', 'saadi', 'sadi', 'saari', 'साडी'], 'saree'],
  [['ca'], '"chartered accountant" or "chartered accountants"'],
  [['beautician', 'beauty parlour'], 'salon or makeup'],
  [['दर्ज़ी', 'silai', 'सिलाई'], 'tailor or stitching'],
  [['प्लम्बर'], 'plumber or plumbing'],
  [['bijliwala', 'बिजली वाला', 'इलेक्ट्रिशियन'], 'electrician'],
  [['मोबाइल फ़ोन', 'मोबाइल फोन'], 'mobile or smartphone or phone'],
  [['टी वी', 'टेलीविज़न', 'टेलीविजन'], 'television or tv'],
  [['lehnga', 'लहँगा', 'लहंगा'], 'lehenga'],
  [['कुर्ती'], 'kurti or kurta'],
  [['कमीज़', 'कमीज', 'kameez'], 'shirt'],
  [['जींस'], 'jeans'],
  [['पैंट', 'patloon', 'पतलून'], 'trousers or jeans'],
  [['mixie', 'mixi', 'मिक्सी'], 'mixer or grinder'],
  [['कुकर'], '"pressure cooker"'],
  [['chulha', 'चूल्हा', 'गैस चूल्हा'], 'stove'],
  [['बल्ब'], 'bulb'],
  [['इन्वर्टर'], 'inverter'],
  [['गीज़र', 'गीजर'], 'geyser'],
  [['बैटरी'], 'battery'],
  [['टायर'], 'tyre'],
  [['हेलमेट'], 'helmet'],
  [['basta', 'बस्ता'], '"school bag"'],
  [['balla', 'बल्ला'], 'bat'],
  [['नमकीन'], 'namkeen'],
  [['biskut', 'बिस्कुट'], 'biscuits'],
  [['पनीर'], 'paneer'],
  [['cheeni', 'चीनी', 'shakkar', 'शक्कर'], 'sugar'],
  [['sona', 'सोना'], 'gold'],
  [['chandi', 'चांदी', 'चाँदी'], 'silver'],
  [['anguthi', 'अंगूठी'], 'ring'],
  [['jhumka', 'jhumke', 'झुमका', 'झुमके'], 'jhumka or earrings'],
  [['मंगलसूत्र'], 'mangalsutra'],
  [['paudhe', 'paudha', 'पौधे', 'पौधा'], 'plants'],
  [['istri', 'इस्त्री', 'प्रेस वाला'], 'ironing or laundry'],
  [['hajjam', 'हज्जाम'], 'barber or haircut'],
  [['जिम'], 'gym'],
  [['yog', 'योग'], 'yoga'],
  [['फोटोग्राफर', 'फ़ोटोग्राफ़र'], 'photographer or photography'],
  [['कूरियर'], 'courier'],
  [['टैक्सी'], 'taxi or cab'],
  [['deemak', 'दीमक'], 'termite'],
  [['keede', 'कीड़े', 'कीड़े मकोड़े'], '"pest control"'],
  [['tanki', 'टंकी'], 'tank'],
  [['कोचिंग'], 'coaching'],
  [['बाइक', 'मोटरसाइकिल'], 'bike'],
];

/** Synonyms are reference data: added once per seed version, never overwritten. */
async function seedSynonyms(db: Database) {
  const rows = SEARCH_SYNONYMS.flatMap(([terms, expansion]) =>
    terms.map((term) => ({ term: searchWords(term), expansion })),
  );
  const inserted = await db
    .insert(searchSynonyms)
    .values(rows)
    .onConflictDoNothing()
    .returning({ term: searchSynonyms.term });
  return inserted.length;
}

/**
 * Reference data every installation needs: locations, the catalogue, colours, plans and search
 * synonyms.
 * Idempotent: rows are matched by natural keys and never duplicated. Returns inserted counts.
 */
export async function seedReferenceData(db: Database) {
  return db.transaction(async (tx) => {
    const locations = await seedLocations(tx);
    const catalog = await seedCatalog(tx);
    const plans = await seedPlans(tx);
    const synonyms = await seedSynonyms(tx);
    return { ...locations, ...catalog, plans, synonyms };
  });
}
