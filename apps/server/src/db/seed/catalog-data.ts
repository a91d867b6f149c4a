// The reference catalogue for Indian local markets: categories, their sub-categories and the
// brands each sub-category offers. What demo listings of each are called and cost: shelves-*.ts.
import type { CategoryType } from '@haat/shared';

export type SubCategorySeed = {
  name: string;
  brands?: readonly string[];
};
export type CategorySeed = {
  type: CategoryType;
  name: string;
  /** The hue of its pictures (catalog-pictures.ts). */
  color: string;
  subCategories: readonly SubCategorySeed[];
};

const product = (name: string, color: string, subCategories: SubCategorySeed[]): CategorySeed => ({
  type: 'product',
  name,
  color,
  subCategories,
});
const service = (name: string, color: string, subCategories: SubCategorySeed[]): CategorySeed => ({
  type: 'service',
  name,
  color,
  subCategories,
});

export const PRODUCT_CATEGORIES: readonly CategorySeed[] = [
  product('Mobiles & Accessories', '#1e6fd9', [
    {
      name: 'Smartphones',
      brands: ['Samsung', 'Xiaomi', 'Vivo', 'Oppo', 'Realme', 'OnePlus', 'Apple', 'Motorola'],
    },
    {
      name: 'Feature Phones',
      brands: ['Nokia', 'Lava', 'Jio', 'Itel'],
    },
    {
      name: 'Chargers & Cables',
      brands: ['boAt', 'Portronics', 'Ambrane', 'Samsung'],
    },
    {
      name: 'Power Banks',
      brands: ['Xiaomi', 'Ambrane', 'Portronics', 'Realme'],
    },
    {
      name: 'Mobile Covers',
    },
  ]),
  product('TV, Audio & Wearables', '#5b3cc4', [
    {
      name: 'LED Televisions',
      brands: ['Samsung', 'LG', 'Sony', 'Xiaomi', 'TCL', 'OnePlus'],
    },
    {
      name: 'Earphones & Headphones',
      brands: ['boAt', 'Noise', 'JBL', 'Sony', 'Realme'],
    },
    {
      name: 'Bluetooth Speakers',
      brands: ['JBL', 'boAt', 'Sony', 'Zebronics'],
    },
    {
      name: 'Smartwatches',
      brands: ['Noise', 'boAt', 'Fire-Boltt', 'Samsung'],
    },
  ]),
  product('Computers & Laptops', '#0f766e', [
    {
      name: 'Laptops',
      brands: ['HP', 'Dell', 'Lenovo', 'Asus', 'Acer', 'Apple'],
    },
    {
      name: 'Printers',
      brands: ['HP', 'Canon', 'Epson', 'Brother'],
    },
    {
      name: 'Keyboards & Mice',
      brands: ['Logitech', 'HP', 'Zebronics', 'Dell'],
    },
    {
      name: 'Storage & Pen Drives',
      brands: ['SanDisk', 'Seagate', 'WD', 'Kingston'],
    },
  ]),
  product('Home Appliances', '#b45309', [
    {
      name: 'Refrigerators',
      brands: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier'],
    },
    {
      name: 'Washing Machines',
      brands: ['LG', 'Samsung', 'IFB', 'Whirlpool', 'Bosch'],
    },
    {
      name: 'Air Conditioners',
      brands: ['Voltas', 'LG', 'Daikin', 'Blue Star', 'Lloyd'],
    },
    {
      name: 'Water Purifiers',
      brands: ['Kent', 'Aquaguard', 'Pureit', 'Livpure'],
    },
    {
      name: 'Air Coolers',
      brands: ['Symphony', 'Bajaj', 'Crompton', 'Kenstar'],
    },
  ]),
  product('Kitchen Appliances', '#be123c', [
    {
      name: 'Mixer Grinders',
      brands: ['Preethi', 'Bajaj', 'Philips', 'Prestige', 'Butterfly', 'Sujata'],
    },
    {
      name: 'Pressure Cookers',
      brands: ['Prestige', 'Hawkins', 'Pigeon'],
    },
    {
      name: 'Gas Stoves',
      brands: ['Prestige', 'Pigeon', 'Sunflame', 'Butterfly'],
    },
    {
      name: 'Induction Cooktops',
      brands: ['Prestige', 'Philips', 'Pigeon', 'Bajaj'],
    },
    {
      name: 'Electric Kettles',
      brands: ['Prestige', 'Philips', 'Pigeon', 'Bajaj'],
    },
  ]),
  product('Electricals & Lighting', '#ca8a04', [
    {
      name: 'Ceiling Fans',
      brands: ['Havells', 'Crompton', 'Orient', 'Usha', 'Bajaj', 'Atomberg'],
    },
    {
      name: 'LED Bulbs & Tubelights',
      brands: ['Philips', 'Syska', 'Havells', 'Wipro', 'Bajaj'],
    },
    {
      name: 'Switches & Sockets',
      brands: ['Anchor', 'Havells', 'Legrand', 'GM'],
    },
    {
      name: 'Wires & Cables',
      brands: ['Polycab', 'Finolex', 'Havells', 'KEI'],
    },
    {
      name: 'Inverters & Batteries',
      brands: ['Luminous', 'Exide', 'Microtek', 'Amaron'],
    },
  ]),
  product('Groceries & Staples', '#15803d', [
    {
      name: 'Rice',
      brands: ['India Gate', 'Daawat', 'Kohinoor', 'Fortune'],
    },
    {
      name: 'Atta & Flours',
      brands: ['Aashirvaad', 'Pillsbury', 'Fortune', 'Patanjali'],
    },
    {
      name: 'Edible Oils',
      brands: ['Fortune', 'Saffola', 'Dhara', 'Patanjali'],
    },
    {
      name: 'Pulses & Dals',
      brands: ['Tata Sampann', 'Fortune'],
    },
    {
      name: 'Spices & Masalas',
      brands: ['MDH', 'Everest', 'Catch', 'Aachi', 'Eastern'],
    },
    {
      name: 'Tea & Coffee',
      brands: ['Tata Tea', 'Red Label', 'Wagh Bakri', 'Nescafe', 'Bru'],
    },
  ]),
  product('Dairy & Bakery', '#0369a1', [
    {
      name: 'Milk & Curd',
      brands: ['Amul', 'Mother Dairy', 'Nandini', 'Aavin', 'Heritage'],
    },
    {
      name: 'Butter, Cheese & Paneer',
      brands: ['Amul', 'Britannia', 'Mother Dairy'],
    },
    {
      name: 'Ghee',
      brands: ['Amul', 'Patanjali', 'Nandini', 'Aashirvaad'],
    },
    {
      name: 'Breads & Biscuits',
      brands: ['Britannia', 'Parle', 'Sunfeast', 'Modern'],
    },
  ]),
  product('Snacks & Beverages', '#c2410c', [
    {
      name: 'Namkeen',
      brands: ["Haldiram's", 'Bikaji', 'Balaji', 'Bikano'],
    },
    {
      name: 'Chips & Crisps',
      brands: ["Lay's", 'Bingo', 'Balaji'],
    },
    {
      name: 'Soft Drinks & Juices',
      brands: ['Thums Up', 'Frooti', 'Paper Boat', 'Maaza', 'Sprite'],
    },
    {
      name: 'Chocolates & Sweets',
      brands: ['Cadbury', 'Amul', "Haldiram's", 'Nestle'],
    },
  ]),
  product('Fruits & Vegetables', '#65a30d', [
    {
      name: 'Fresh Fruits',
    },
    {
      name: 'Fresh Vegetables',
    },
    {
      name: 'Dry Fruits & Nuts',
      brands: ['Happilo', 'Nutraj', 'Tata Sampann'],
    },
  ]),
  product("Men's Fashion", '#1d4ed8', [
    {
      name: 'Shirts',
      brands: ['Peter England', 'Van Heusen', 'Louis Philippe', 'Allen Solly', 'Raymond'],
    },
    {
      name: 'T-Shirts',
      brands: ['Jockey', 'Allen Solly', 'U.S. Polo Assn.'],
    },
    {
      name: 'Jeans & Trousers',
      brands: ["Levi's", 'Pepe Jeans', 'Spykar', 'Flying Machine', 'Wrangler'],
    },
    {
      name: 'Kurtas & Ethnic Wear',
      brands: ['Manyavar', 'Fabindia'],
    },
    {
      name: 'Innerwear',
      brands: ['Jockey', 'Rupa', 'Lux Cozi', 'Dollar'],
    },
  ]),
  product("Women's Fashion", '#db2777', [
    {
      name: 'Sarees',
      brands: ['Nalli', 'Pothys'],
    },
    {
      name: 'Kurtis & Kurtas',
      brands: ['Biba', 'W', 'Aurelia', 'Global Desi', 'Fabindia'],
    },
    {
      name: 'Salwar Suits',
      brands: ['Biba', 'Fabindia'],
    },
    {
      name: 'Lehengas',
    },
    {
      name: 'Leggings & Bottoms',
      brands: ['Go Colors', 'Lyra', 'Twin Birds'],
    },
    {
      name: 'Western Wear',
      brands: ['Only', 'Vero Moda', 'AND'],
    },
  ]),
  product('Kids & Baby', '#f59e0b', [
    {
      name: 'Baby Care',
      brands: ['Himalaya', "Johnson's", 'Mamaearth'],
    },
    {
      name: 'Diapers & Wipes',
      brands: ['Pampers', 'Huggies', 'MamyPoko'],
    },
    {
      name: 'Toys & Games',
      brands: ['Funskool', 'Hot Wheels', 'Lego'],
    },
    {
      name: 'School Bags',
      brands: ['Skybags', 'Wildcraft'],
    },
  ]),
  product('Footwear', '#7c2d12', [
    {
      name: "Men's Footwear",
      brands: ['Bata', 'Woodland', 'Red Tape', 'Liberty'],
    },
    {
      name: "Women's Footwear",
      brands: ['Bata', 'Metro', 'Mochi', 'Inc.5'],
    },
    {
      name: 'Sports Shoes',
      brands: ['Campus', 'Sparx', 'Asian', 'Nike', 'Adidas', 'Puma'],
    },
    {
      name: 'Slippers & Flip-Flops',
      brands: ['Paragon', 'Relaxo', 'VKC', 'Bata'],
    },
  ]),
  product('Jewellery & Accessories', '#a16207', [
    {
      name: 'Gold Jewellery',
      brands: ['Tanishq', 'Malabar Gold', 'Kalyan Jewellers', 'Joyalukkas'],
    },
    {
      name: 'Silver & Imitation Jewellery',
      brands: ['Giva'],
    },
    {
      name: 'Watches',
      brands: ['Titan', 'Fastrack', 'Sonata', 'Casio'],
    },
    {
      name: 'Bags & Luggage',
      brands: ['American Tourister', 'VIP', 'Safari', 'Skybags', 'Wildcraft'],
    },
  ]),
  product('Beauty & Personal Care', '#c026d3', [
    {
      name: 'Skin Care',
      brands: ['Himalaya', 'Lakme', 'Mamaearth', 'Biotique', 'Nivea', "Pond's"],
    },
    {
      name: 'Hair Care',
      brands: ['Parachute', 'Dabur', 'Indulekha', 'Clinic Plus', 'Head & Shoulders'],
    },
    {
      name: 'Makeup',
      brands: ['Lakme', 'Maybelline', 'Sugar'],
    },
    {
      name: 'Fragrances & Deodorants',
      brands: ['Fogg', 'Engage', 'Wild Stone', 'Park Avenue'],
    },
    {
      name: "Men's Grooming",
      brands: ['Gillette', 'Beardo', 'Bombay Shaving Company'],
    },
  ]),
  product('Health & Wellness', '#059669', [
    {
      name: 'Ayurveda',
      brands: ['Dabur', 'Patanjali', 'Himalaya', 'Baidyanath', 'Zandu'],
    },
    {
      name: 'Health Drinks & Supplements',
      brands: ['Horlicks', 'Bournvita', 'MuscleBlaze', 'Protinex'],
    },
    {
      name: 'Medical Devices',
      brands: ['Omron', 'Dr Trust', 'Accu-Chek'],
    },
    {
      name: 'First Aid & Hygiene',
      brands: ['Dettol', 'Savlon', 'Band-Aid'],
    },
  ]),
  product('Home & Kitchen', '#9333ea', [
    {
      name: 'Cookware',
      brands: ['Prestige', 'Hawkins', 'Pigeon', 'Vinod'],
    },
    {
      name: 'Storage & Containers',
      brands: ['Cello', 'Milton', 'Tupperware', 'Signoraware'],
    },
    {
      name: 'Bedsheets & Furnishing',
      brands: ['Bombay Dyeing', 'Spaces', "D'Decor", 'Portico'],
    },
    {
      name: 'Home Decor',
    },
  ]),
  product('Furniture', '#78350f', [
    {
      name: 'Sofas & Seating',
      brands: ['Godrej Interio', 'Nilkamal', 'Durian'],
    },
    {
      name: 'Beds & Mattresses',
      brands: ['Sleepwell', 'Kurlon', 'Wakefit', 'Duroflex'],
    },
    {
      name: 'Office Chairs & Tables',
      brands: ['Featherlite', 'Green Soul', 'Godrej Interio'],
    },
    {
      name: 'Plastic Furniture',
      brands: ['Nilkamal', 'Supreme', 'Cello'],
    },
  ]),
  product('Hardware & Building Materials', '#57534e', [
    {
      name: 'Cement',
      brands: ['UltraTech', 'ACC', 'Ambuja', 'Shree Cement', 'Dalmia'],
    },
    {
      name: 'Paints',
      brands: ['Asian Paints', 'Berger', 'Nerolac', 'Dulux', 'Indigo'],
    },
    {
      name: 'Sanitaryware & Taps',
      brands: ['Jaquar', 'Hindware', 'Cera', 'Parryware'],
    },
    {
      name: 'Pipes & Fittings',
      brands: ['Supreme', 'Astral', 'Finolex', 'Prince'],
    },
    {
      name: 'Power Tools & Hand Tools',
      brands: ['Bosch', 'Stanley', 'Taparia', 'Black+Decker'],
    },
  ]),
  product('Stationery & Office', '#2563eb', [
    {
      name: 'Notebooks & Registers',
      brands: ['Classmate', 'Navneet', 'Sundaram'],
    },
    {
      name: 'Pens & Pencils',
      brands: ['Reynolds', 'Cello', 'Parker', 'Linc', 'Flair', 'Doms'],
    },
    {
      name: 'Art & Craft',
      brands: ['Camlin', 'Faber-Castell', 'Doms'],
    },
    {
      name: 'Office Supplies',
      brands: ['Kangaro', 'Fevicol', 'Camlin'],
    },
  ]),
  product('Sports & Fitness', '#16a34a', [
    {
      name: 'Cricket',
      brands: ['SG', 'SS', 'MRF', 'Kookaburra'],
    },
    {
      name: 'Badminton & Racquet Sports',
      brands: ['Yonex', 'Li-Ning', 'Cosco'],
    },
    {
      name: 'Gym & Fitness Equipment',
      brands: ['Nivia', 'Cosco', 'Kore'],
    },
    {
      name: 'Bicycles',
      brands: ['Hero', 'Hercules', 'Firefox', 'Btwin'],
    },
  ]),
  product('Automotive', '#334155', [
    {
      name: 'Tyres',
      brands: ['MRF', 'CEAT', 'Apollo', 'JK Tyre', 'TVS Eurogrip'],
    },
    {
      name: 'Lubricants & Engine Oil',
      brands: ['Castrol', 'Servo', 'Mobil', 'Gulf'],
    },
    {
      name: 'Vehicle Batteries',
      brands: ['Exide', 'Amaron'],
    },
    {
      name: 'Helmets & Riding Gear',
      brands: ['Steelbird', 'Vega', 'Studds'],
    },
    {
      name: 'Car Accessories',
      brands: ['Bosch', '3M'],
    },
  ]),
  product('Pooja & Festive', '#ea580c', [
    {
      name: 'Agarbatti & Dhoop',
      brands: ['Cycle', 'Zed Black', 'Mangaldeep'],
    },
    {
      name: 'Pooja Essentials',
    },
    {
      name: 'Idols & Frames',
    },
    {
      name: 'Festive Decorations',
    },
  ]),
  product('Pet Supplies', '#0d9488', [
    {
      name: 'Pet Food',
      brands: ['Pedigree', 'Drools', 'Royal Canin', 'Whiskas'],
    },
    {
      name: 'Pet Accessories',
    },
  ]),
  product('Agriculture & Garden', '#4d7c0f', [
    {
      name: 'Seeds & Plants',
    },
    {
      name: 'Fertilisers & Pesticides',
      brands: ['IFFCO', 'Coromandel'],
    },
    {
      name: 'Water Pumps',
      brands: ['Kirloskar', 'Crompton', 'CRI', 'Texmo'],
    },
    {
      name: 'Garden Tools',
    },
  ]),
];

export const SERVICE_CATEGORIES: readonly CategorySeed[] = [
  service('Home Repairs & Maintenance', '#2563eb', [
    {
      name: 'Plumbers',
    },
    {
      name: 'Electricians',
    },
    {
      name: 'Carpenters',
    },
    {
      name: 'Painters',
    },
    {
      name: 'AC Repair & Service',
    },
    {
      name: 'Appliance Repair',
    },
  ]),
  service('Cleaning & Pest Control', '#0891b2', [
    {
      name: 'Home Deep Cleaning',
    },
    {
      name: 'Sofa & Carpet Cleaning',
    },
    {
      name: 'Pest Control',
    },
    {
      name: 'Water Tank Cleaning',
    },
  ]),
  service('Beauty & Wellness', '#db2777', [
    {
      name: 'Salon at Home',
    },
    {
      name: 'Bridal Makeup',
    },
    {
      name: 'Mehendi Artists',
    },
    {
      name: 'Spa & Massage',
    },
    { name: 'Barbers' },
  ]),
  service('Health & Medical', '#dc2626', [
    {
      name: 'Clinics & Doctors',
    },
    {
      name: 'Dentists',
    },
    {
      name: 'Physiotherapy',
    },
    {
      name: 'Diagnostic Labs',
    },
    {
      name: 'Home Nursing',
    },
  ]),
  service('Education & Coaching', '#7c3aed', [
    {
      name: 'Home Tutors',
    },
    {
      name: 'Coaching Centres',
    },
    {
      name: 'Music Classes',
    },
    {
      name: 'Dance Classes',
    },
    {
      name: 'Language & Computer Courses',
    },
  ]),
  service('Events & Weddings', '#b91c1c', [
    {
      name: 'Caterers',
    },
    {
      name: 'Decorators',
    },
    {
      name: 'Photographers',
    },
    {
      name: 'DJ & Sound',
    },
    {
      name: 'Tent House',
    },
    {
      name: 'Pandits & Puja Services',
    },
  ]),
  service('Transport & Logistics', '#0f766e', [
    {
      name: 'Packers & Movers',
    },
    {
      name: 'Taxi & Cab Services',
    },
    {
      name: 'Courier Services',
    },
    {
      name: 'Driving Schools',
    },
  ]),
  service('Vehicle Services', '#475569', [
    {
      name: 'Car Service & Repair',
    },
    {
      name: 'Bike Service',
    },
    {
      name: 'Car Wash & Detailing',
    },
    {
      name: 'Denting & Painting',
    },
  ]),
  service('Professional Services', '#1e40af', [
    {
      name: 'Chartered Accountants',
    },
    {
      name: 'GST Services',
    },
    {
      name: 'Lawyers & Legal',
    },
    {
      name: 'Business Registration',
    },
    {
      name: 'Insurance Advisors',
    },
  ]),
  service('Real Estate & Interiors', '#a16207', [
    {
      name: 'Property Dealers',
    },
    {
      name: 'Interior Designers',
    },
    {
      name: 'Architects',
    },
    {
      name: 'Building Contractors',
    },
  ]),
  service('IT & Digital Services', '#4f46e5', [
    {
      name: 'Website Development',
    },
    {
      name: 'Digital Marketing',
    },
    {
      name: 'Computer & Laptop Repair',
    },
    {
      name: 'Mobile Repair',
    },
    {
      name: 'CCTV Installation',
    },
  ]),
  service('Fitness & Sports', '#15803d', [
    {
      name: 'Gyms',
    },
    { name: 'Yoga Classes' },
    {
      name: 'Personal Trainers',
    },
    {
      name: 'Swimming Classes',
    },
  ]),
  service('Travel & Stay', '#0284c7', [
    {
      name: 'Travel Agents',
    },
    {
      name: 'Hotels & Homestays',
    },
    {
      name: 'Visa & Passport Assistance',
    },
  ]),
  service('Laundry & Tailoring', '#9d174d', [
    {
      name: 'Laundry & Dry Cleaning',
    },
    {
      name: 'Tailors',
    },
  ]),
  service('Pet Care', '#0d9488', [
    {
      name: 'Veterinary Clinics',
    },
    { name: 'Pet Grooming' },
    {
      name: 'Pet Training & Boarding',
    },
  ]),
];

export const CATEGORIES: readonly CategorySeed[] = [...PRODUCT_CATEGORIES, ...SERVICE_CATEGORIES];

/** The 35 colours the colour list shows: hex and name. */
export const COLORS: readonly { color: string; colorName: string }[] = [
  { color: '#000000', colorName: 'Black' },
  { color: '#FFFFFF', colorName: 'White' },
  { color: '#FAF9F6', colorName: 'Off White' },
  { color: '#FFFDD0', colorName: 'Cream' },
  { color: '#F5F5DC', colorName: 'Beige' },
  { color: '#808080', colorName: 'Grey' },
  { color: '#36454F', colorName: 'Charcoal' },
  { color: '#C0C0C0', colorName: 'Silver' },
  { color: '#D4AF37', colorName: 'Gold' },
  { color: '#B87333', colorName: 'Copper' },
  { color: '#FF0000', colorName: 'Red' },
  { color: '#800000', colorName: 'Maroon' },
  { color: '#722F37', colorName: 'Wine' },
  { color: '#FFC0CB', colorName: 'Pink' },
  { color: '#FF69B4', colorName: 'Hot Pink' },
  { color: '#FF00FF', colorName: 'Magenta' },
  { color: '#FFA500', colorName: 'Orange' },
  { color: '#FF7F50', colorName: 'Coral' },
  { color: '#FFDAB9', colorName: 'Peach' },
  { color: '#B7410E', colorName: 'Rust' },
  { color: '#FFFF00', colorName: 'Yellow' },
  { color: '#FFDB58', colorName: 'Mustard' },
  { color: '#808000', colorName: 'Olive' },
  { color: '#C3B091', colorName: 'Khaki' },
  { color: '#008000', colorName: 'Green' },
  { color: '#006A4E', colorName: 'Bottle Green' },
  { color: '#98FF98', colorName: 'Mint' },
  { color: '#008080', colorName: 'Teal' },
  { color: '#40E0D0', colorName: 'Turquoise' },
  { color: '#87CEEB', colorName: 'Sky Blue' },
  { color: '#0000FF', colorName: 'Blue' },
  { color: '#4169E1', colorName: 'Royal Blue' },
  { color: '#000080', colorName: 'Navy Blue' },
  { color: '#800080', colorName: 'Purple' },
  { color: '#E6E6FA', colorName: 'Lavender' },
];

/** Colours make sense for these product categories only (filters by colour stay meaningful). */
export const COLORED_CATEGORIES: ReadonlySet<string> = new Set([
  'Mobiles & Accessories',
  'TV, Audio & Wearables',
  "Men's Fashion",
  "Women's Fashion",
  'Kids & Baby',
  'Footwear',
  'Jewellery & Accessories',
  'Home & Kitchen',
  'Furniture',
  'Sports & Fitness',
  'Kitchen Appliances',
  'Home Appliances',
]);
