// People, places and words of the demo data set (seed with SEED_DEMO=1, the default).
import type { Gender } from '@haat/shared';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ADMIN = { phoneNo: '9000000000', firstName: 'Haat', lastName: 'Admin' } as const;

export const DEMO_SELLERS: readonly { firstName: string; lastName: string; gender: Gender }[] = [
  { firstName: 'Rajesh', lastName: 'Sharma', gender: 'Male' },
  { firstName: 'Priya', lastName: 'Iyer', gender: 'Female' },
  { firstName: 'Amit', lastName: 'Patel', gender: 'Male' },
  { firstName: 'Sunita', lastName: 'Reddy', gender: 'Female' },
  { firstName: 'Vikram', lastName: 'Singh', gender: 'Male' },
  { firstName: 'Anjali', lastName: 'Gupta', gender: 'Female' },
  { firstName: 'Mohammed', lastName: 'Qureshi', gender: 'Male' },
  { firstName: 'Kavita', lastName: 'Nair', gender: 'Female' },
  { firstName: 'Suresh', lastName: 'Kumar', gender: 'Male' },
  { firstName: 'Neha', lastName: 'Joshi', gender: 'Female' },
  { firstName: 'Arjun', lastName: 'Mehta', gender: 'Male' },
  { firstName: 'Pooja', lastName: 'Banerjee', gender: 'Female' },
  { firstName: 'Ravi', lastName: 'Verma', gender: 'Male' },
  { firstName: 'Deepa', lastName: 'Menon', gender: 'Female' },
  { firstName: 'Sanjay', lastName: 'Agarwal', gender: 'Male' },
  { firstName: 'Farah', lastName: 'Khan', gender: 'Female' },
  { firstName: 'Harpreet', lastName: 'Kaur', gender: 'Female' },
  { firstName: 'Manoj', lastName: 'Yadav', gender: 'Male' },
  { firstName: 'Lakshmi', lastName: 'Subramanian', gender: 'Female' },
  { firstName: 'Gaurav', lastName: 'Chatterjee', gender: 'Male' },
  { firstName: 'Meenakshi', lastName: 'Pillai', gender: 'Female' },
  { firstName: 'Rahul', lastName: 'Deshmukh', gender: 'Male' },
  { firstName: 'Shabnam', lastName: 'Ansari', gender: 'Female' },
  { firstName: 'Karan', lastName: 'Malhotra', gender: 'Male' },
  { firstName: 'Revathi', lastName: 'Krishnan', gender: 'Female' },
  { firstName: 'Abhishek', lastName: 'Tiwari', gender: 'Male' },
  { firstName: 'Swati', lastName: 'Kulkarni', gender: 'Female' },
  { firstName: 'Imran', lastName: 'Siddiqui', gender: 'Male' },
  { firstName: 'Bhavna', lastName: 'Shah', gender: 'Female' },
  { firstName: 'Naveen', lastName: 'Rao', gender: 'Male' },
  { firstName: 'Jaspreet', lastName: 'Sandhu', gender: 'Female' },
  { firstName: 'Prakash', lastName: 'Jain', gender: 'Male' },
  { firstName: 'Sowmya', lastName: 'Hegde', gender: 'Female' },
  { firstName: 'Dinesh', lastName: 'Choudhary', gender: 'Male' },
  { firstName: 'Rupali', lastName: 'Das', gender: 'Female' },
  { firstName: 'Mahesh', lastName: 'Gowda', gender: 'Male' },
  { firstName: 'Ayesha', lastName: 'Sheikh', gender: 'Female' },
  { firstName: 'Tarun', lastName: 'Bhatia', gender: 'Male' },
  { firstName: 'Geeta', lastName: 'Mishra', gender: 'Female' },
  { firstName: 'Vivek', lastName: 'Saxena', gender: 'Male' },
  { firstName: 'Nandini', lastName: 'Bose', gender: 'Female' },
  { firstName: 'Ashok', lastName: 'Pandey', gender: 'Male' },
  { firstName: 'Fatima', lastName: 'Shaikh', gender: 'Female' },
  { firstName: 'Siddharth', lastName: 'Menon', gender: 'Male' },
  { firstName: 'Radhika', lastName: 'Joshi', gender: 'Female' },
];

/** Seller phone numbers: 9000000001 … 9000000045. */
export const sellerPhone = (index: number) => String(9000000001 + index);

/** Demo cities (all served), with real localities and their pin codes. */
export const DEMO_CITIES: readonly {
  city: string;
  stateCode: string;
  localities: readonly (readonly [string, string])[];
}[] = [
  {
    city: 'Mumbai',
    stateCode: 'MH',
    localities: [
      ['Andheri West', '400058'],
      ['Dadar West', '400028'],
      ['Borivali West', '400092'],
      ['Ghatkopar East', '400077'],
    ],
  },
  {
    city: 'Delhi',
    stateCode: 'DL',
    localities: [
      ['Karol Bagh', '110005'],
      ['Lajpat Nagar', '110024'],
      ['Rajouri Garden', '110027'],
      ['Chandni Chowk', '110006'],
    ],
  },
  {
    city: 'Bengaluru',
    stateCode: 'KA',
    localities: [
      ['Jayanagar', '560041'],
      ['Koramangala', '560034'],
      ['Malleshwaram', '560003'],
      ['Indiranagar', '560038'],
    ],
  },
  {
    city: 'Hyderabad',
    stateCode: 'TG',
    localities: [
      ['Ameerpet', '500016'],
      ['Dilsukhnagar', '500060'],
      ['Kukatpally', '500072'],
      ['Secunderabad', '500003'],
    ],
  },
  {
    city: 'Chennai',
    stateCode: 'TN',
    localities: [
      ['T. Nagar', '600017'],
      ['Mylapore', '600004'],
      ['Anna Nagar', '600040'],
      ['Velachery', '600042'],
    ],
  },
  {
    city: 'Kolkata',
    stateCode: 'WB',
    localities: [
      ['Salt Lake', '700091'],
      ['Gariahat', '700019'],
      ['Park Street', '700016'],
      ['Behala', '700034'],
    ],
  },
  {
    city: 'Pune',
    stateCode: 'MH',
    localities: [
      ['Kothrud', '411038'],
      ['Shivajinagar', '411005'],
      ['Hadapsar', '411028'],
      ['Aundh', '411007'],
    ],
  },
  {
    city: 'Ahmedabad',
    stateCode: 'GJ',
    localities: [
      ['Navrangpura', '380009'],
      ['Maninagar', '380008'],
      ['Satellite', '380015'],
      ['Vastrapur', '380015'],
    ],
  },
  {
    city: 'Jaipur',
    stateCode: 'RJ',
    localities: [
      ['Malviya Nagar', '302017'],
      ['Vaishali Nagar', '302021'],
      ['C-Scheme', '302001'],
      ['Raja Park', '302004'],
    ],
  },
  {
    city: 'Lucknow',
    stateCode: 'UP',
    localities: [
      ['Hazratganj', '226001'],
      ['Gomti Nagar', '226010'],
      ['Aminabad', '226018'],
      ['Aliganj', '226024'],
    ],
  },
];

export const STREETS = [
  'Main Road',
  'Station Road',
  'MG Road',
  'Market Road',
  '1st Cross Road',
  'Gandhi Chowk',
];

export const BUSINESS_PREFIXES = [
  'Shree Ganesh',
  'Balaji',
  'Sai Krishna',
  'Royal',
  'New India',
  'Laxmi',
  'Jai Hind',
  'Metro',
  'Annapurna',
  'Mahalaxmi',
  'Om Sai',
  'Raj',
  'National',
  'Star',
  'Vinayak',
  'Kaveri',
  'Ganga',
  'Sagar',
  'Apna',
  'Shubh Labh',
];

/** What a shop of each category calls itself. */
export const BUSINESS_SUFFIXES: Record<string, readonly string[]> = {
  'Mobiles & Accessories': ['Mobile Point', 'Mobile Gallery', 'Telecom'],
  'TV, Audio & Wearables': ['Electronics', 'Digital World'],
  'Computers & Laptops': ['Computers', 'Infotech', 'Laptop Hub'],
  'Home Appliances': ['Home Appliances', 'Electronics & Appliances'],
  'Kitchen Appliances': ['Kitchen World', 'Home Needs'],
  'Electricals & Lighting': ['Electricals', 'Lighting House'],
  'Groceries & Staples': ['Kirana Store', 'Provision Store', 'General Stores'],
  'Dairy & Bakery': ['Dairy', 'Bakery & Dairy'],
  'Snacks & Beverages': ['Sweets & Namkeen', 'Snacks Corner'],
  'Fruits & Vegetables': ['Fresh Fruits & Vegetables', 'Sabzi Mandi'],
  "Men's Fashion": ['Menswear', 'Fashion House'],
  "Women's Fashion": ['Saree Emporium', 'Boutique', 'Fashions'],
  'Kids & Baby': ['Kids World', 'Baby Shop'],
  Footwear: ['Footwear', 'Shoe Palace'],
  'Jewellery & Accessories': ['Jewellers', 'Watch Co.'],
  'Beauty & Personal Care': ['Cosmetics', 'Beauty Store'],
  'Health & Wellness': ['Medical & General Stores', 'Ayurvedic Store'],
  'Home & Kitchen': ['Steel & Crockery', 'Home Store'],
  Furniture: ['Furniture', 'Furnishers'],
  'Hardware & Building Materials': ['Hardware & Paints', 'Sanitary & Hardware'],
  'Stationery & Office': ['Stationers', 'Book Depot'],
  'Sports & Fitness': ['Sports', 'Sports & Fitness'],
  Automotive: ['Auto Parts', 'Tyres & Batteries'],
  'Pooja & Festive': ['Pooja Bhandar', 'Pooja Stores'],
  'Pet Supplies': ['Pet Shop', 'Pet Store'],
  'Agriculture & Garden': ['Agro Centre', 'Nursery & Garden'],
  'Home Repairs & Maintenance': ['Home Services', 'Repair Solutions'],
  'Cleaning & Pest Control': ['Cleaning Services', 'Pest Control'],
  'Beauty & Wellness': ['Beauty Parlour', 'Salon & Spa'],
  'Health & Medical': ['Clinic', 'Healthcare'],
  'Education & Coaching': ['Classes', 'Academy'],
  'Events & Weddings': ['Events', 'Caterers & Decorators'],
  'Transport & Logistics': ['Packers & Movers', 'Travels'],
  'Vehicle Services': ['Auto Care', 'Motors Garage'],
  'Professional Services': ['& Associates', 'Tax Consultants'],
  'Real Estate & Interiors': ['Interiors', 'Properties'],
  'IT & Digital Services': ['Infosolutions', 'Tech Services'],
  'Fitness & Sports': ['Fitness Centre', 'Gym'],
  'Travel & Stay': ['Tours & Travels', 'Holidays'],
  'Laundry & Tailoring': ['Dry Cleaners', 'Tailors'],
  'Pet Care': ['Pet Clinic', 'Pet Care'],
};

export const CONTACT_PEOPLE = [
  'Aarav Shah',
  'Ishita Rao',
  'Rohan Das',
  'Meera Pillai',
  'Kunal Kapoor',
  'Sneha Kulkarni',
  'Aditya Mishra',
  'Divya Hegde',
  'Imran Sheikh',
  'Nisha Bhatt',
  'Varun Malhotra',
  'Shreya Ghosh',
  'Abdul Rahman',
  'Tanvi Deshpande',
  'Karthik Raman',
  'Simran Gill',
  'Yash Thakur',
  'Ananya Sen',
];

export const PRODUCT_QUERIES = [
  'Is this available in stock? Please share the best price.',
  'Do you offer home delivery in my area?',
  'I need 10 pieces for my shop. What is the wholesale rate?',
  'Is there any warranty or exchange offer?',
  'Please call me back with the final price.',
  'Can I pay by UPI on delivery?',
];
export const SERVICE_QUERIES = [
  'Please visit tomorrow morning, is a slot available?',
  'What will be the total charge including material?',
  'Do you provide this service on Sunday?',
  'I need an estimate for a 2 BHK flat.',
  'Please call me to discuss the requirement.',
];
export const BUSINESS_QUERIES = [
  'What are your shop timings on weekends?',
  'Do you take bulk orders for a function?',
  'Please share your catalogue on WhatsApp.',
];

export const LISTING_REJECTIONS = [
  'Images are not clear, please upload clear photos of the item.',
  'The price looks incorrect, please check the M.R.P. and the selling price.',
  'The description is too short, please describe the item in more detail.',
];
export const BUSINESS_REJECTIONS = [
  'The GST number could not be verified, please check it.',
  'Please upload a photo of your shop front and a complete address.',
];
export const PROFILE_REJECTION = 'Please add your complete address and a clear logo.';

export const DISCLAIMERS = [
  'Product images are for illustration only; the actual product may vary slightly.',
  'Prices are inclusive of all taxes and may change without notice.',
  'Please check the product at the time of delivery.',
];
