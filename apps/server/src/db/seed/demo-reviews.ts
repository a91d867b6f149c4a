import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { refreshBusinessRating } from '../../modules/reviews/service.ts';
import { reviews } from '../schema/index.ts';
import { createRandom, type Random } from './random.ts';

// Demo reviews: a few hundred believable ratings, English and Hindi, most 4 or 5
// stars, some critical, some answered by the seller, so a fresh start shows stars on cards and
// business pages. They are attached to whichever public businesses the demo seed made (read from
// the database, not from its data tables), and the businesses' kept ratings are computed from
// them by the app's own rule (modules/reviews/aggregate.ts). Deterministic; a business that already has reviews is
// left alone, so a second run adds nothing.

const DAY = 24 * 60 * 60 * 1000;

const NAMES = [
  'Priya Nair',
  'Rahul Verma',
  'Anjali Gupta',
  'Vikram Singh',
  'Sneha Iyer',
  'Arjun Mehta',
  'Kavita Joshi',
  'Rohan Das',
  'Meena Kumari',
  'Suresh Reddy',
  'Pooja Sharma',
  'Amit Patel',
  'Neha Kulkarni',
  'Imran Khan',
  'Lakshmi Menon',
  'Deepak Yadav',
  'Farah Sheikh',
  'Gaurav Bansal',
  'Ritu Malhotra',
  'Sanjay Pillai',
  'अनीता देवी',
  'राजेश कुमार',
  'सुनीता वर्मा',
  'मनोज तिवारी',
  'पूजा मिश्रा',
  'विकास चौहान',
  'Harpreet Kaur',
  'Joseph Thomas',
  'Divya Rao',
  'Nikhil Jain',
];

type Texts = Record<1 | 2 | 3 | 4 | 5, readonly string[]>;

const PRODUCT_TEXTS_EN: Texts = {
  5: [
    'Genuine products at fair prices. The owner explained every option patiently.',
    'Bought a mixer grinder here, delivered the same evening. Very happy.',
    'Best shop in the area. Bill with GST and proper warranty card.',
    'Good variety and they let me compare three models before buying.',
    'Price was lower than online and I could see the product first.',
  ],
  4: [
    'Good collection and polite staff. Parking is a little difficult.',
    'Fair prices. Had to wait a bit on a Sunday but worth it.',
    'Nice shop, they exchanged a size without any fuss.',
    'Quality is good. Would be perfect with card payment on small bills.',
  ],
  3: [
    'Okay shop. Limited stock of the model I wanted, they ordered it for me.',
    'Average experience, prices are the same as everywhere else.',
  ],
  2: [
    'Delivery came two days late and nobody called to tell me.',
    'The item was fine but the staff were not interested in helping.',
  ],
  1: [
    'Sold me a used piece as new. Refused to exchange it.',
    'Overcharged for the same product I later saw cheaper next door.',
  ],
};

const SERVICE_TEXTS_EN: Texts = {
  5: [
    'Came on time, fixed the problem in an hour and cleaned up after. Recommended.',
    'Very professional. Told me the cost before starting and kept to it.',
    'Called at 8 in the morning, technician was home by 10. Excellent.',
    'Honest work. They did not push any extra parts I did not need.',
  ],
  4: [
    'Good work, a little costly but the quality is worth it.',
    'Fixed it properly. Came half an hour late but informed me.',
    'Reliable service, I have called them three times now.',
  ],
  3: [
    'Work was done but took two visits for a simple job.',
    'Decent service, the rates could be clearer up front.',
  ],
  2: [
    'The problem came back within a week and they took long to return.',
    'Had to follow up many times before anyone came.',
  ],
  1: [
    'Did not turn up on the agreed day and did not answer calls.',
    'Charged for a part and the old one was put back. Avoid.',
  ],
};

const TEXTS_HI: Texts = {
  5: [
    'बहुत अच्छी दुकान है, सामान असली है और दाम भी सही हैं।',
    'मालिक ने बहुत अच्छे से समझाया, पूरी संतुष्टि हुई।',
    'समय पर आए और काम बढ़िया किया। सबको सलाह दूँगी।',
    'ऑनलाइन से सस्ता मिला और सामान हाथ में देखकर लिया।',
  ],
  4: [
    'अच्छी सेवा है, बस रविवार को थोड़ी भीड़ रहती है।',
    'सामान अच्छा है, दाम थोड़े ज़्यादा लगे।',
    'स्टाफ़ विनम्र है, बदलने में कोई परेशानी नहीं हुई।',
  ],
  3: ['ठीक-ठाक अनुभव रहा, कुछ ख़ास नहीं।', 'काम हुआ पर दो बार आना पड़ा।'],
  2: ['डिलीवरी में बहुत देर हुई और किसी ने फ़ोन नहीं उठाया।'],
  1: ['पुराना सामान नया बताकर बेचा, बदलने से मना कर दिया।'],
};

const REPLIES_EN = {
  happy: [
    'Thank you for your kind words! Do visit us again.',
    'Thank you for choosing us. It was a pleasure to help you.',
    'We are glad you liked it. Thank you for the review!',
  ],
  sorry: [
    'We are sorry for the trouble. Please call us so that we can set it right.',
    'Sorry about the delay. We have spoken to our delivery team about it.',
  ],
};
const REPLIES_HI = {
  happy: ['आपके प्यार के लिए धन्यवाद! फिर ज़रूर आइए।', 'धन्यवाद जी, आपकी सेवा करके ख़ुशी हुई।'],
  sorry: ['असुविधा के लिए माफ़ी चाहते हैं। कृपया हमें फ़ोन करें, हम ठीक करेंगे।'],
};

/** Mostly 4 and 5 stars, some critical: 45% 5, 33% 4, 10% 3, 6% 2, 6% 1. */
function stars(random: Random): 1 | 2 | 3 | 4 | 5 {
  const roll = random.next();
  if (roll < 0.45) return 5;
  if (roll < 0.78) return 4;
  if (roll < 0.88) return 3;
  if (roll < 0.94) return 2;
  return 1;
}

type Business = {
  id: string;
  name: string;
  businessType: 'product' | 'service';
  createdAt: Date | string;
};

/** Adds the demo reviews and recomputes the ratings of the businesses that got some. */
export async function seedDemoReviews(db: Database, now = Date.now()): Promise<number> {
  const result = await db.execute(sql`
    select b.id, b.name, b.business_type as "businessType", b.created_at as "createdAt"
      from businesses b
     where b.is_approved and b.is_active and b.deleted_at is null
       and not exists (select 1 from reviews r where r.fk_business_id = b.id)
     order by b.created_at, b.id`);
  const found = result.rows as unknown as Business[];
  const rows: (typeof reviews.$inferInsert)[] = [];
  found.forEach((business, index) => {
    // Drawn from the business itself, not its place in the list: a business that drew none
    // draws none again on a second run, so the second run adds nothing.
    const random = createRandom(`haat-demo-reviews-${business.name}`);
    // About one business in five has none yet; the others one to five.
    const count = random.chance(0.2) ? 0 : random.int(1, 5);
    const since = Math.max(new Date(business.createdAt).getTime(), now - 150 * DAY);
    for (let i = 0; i < count; i += 1) {
      const rating = stars(random);
      const hindi = random.chance(0.3);
      const texts = hindi
        ? TEXTS_HI
        : business.businessType === 'service'
          ? SERVICE_TEXTS_EN
          : PRODUCT_TEXTS_EN;
      const createdAt = new Date(since + random.next() * (now - since - DAY));
      const replied = random.chance(rating <= 2 ? 0.6 : 0.3);
      const replies = hindi ? REPLIES_HI : REPLIES_EN;
      const repliedAt = new Date(createdAt.getTime() + random.int(1, 3) * DAY);
      rows.push({
        fkBusinessId: business.id,
        // 7xxxxxxxxx: never a demo account's number (9000000000 …).
        phoneNo: `7${String(index * 10 + i).padStart(9, '0')}`,
        name: random.pick(NAMES),
        rating,
        text: random.chance(0.1) ? null : random.pick(texts[rating]),
        helpfulCount: random.chance(0.5) ? random.int(1, 14) : 0,
        reply: replied ? random.pick(rating >= 4 ? replies.happy : replies.sorry) : null,
        repliedAt: replied ? repliedAt : null,
        replyUpdatedAt: replied ? repliedAt : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(reviews)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  // The businesses' kept ratings, by the app's own rule.
  for (const businessId of new Set(rows.map((row) => row.fkBusinessId))) {
    await refreshBusinessRating(db, businessId);
  }
  return rows.length;
}
