// The reference catalogue for Indian local markets: categories, their sub-categories, the brands
// each sub-category offers, and (for the demo seed) typical items with a price band in rupees.
import type { CategoryType } from '@haat/shared';

export type SubCategorySeed = {
  name: string;
  brands?: readonly string[];
  /** Typical items, used by the demo seed to name products or services. */
  items: readonly string[];
  /** M.R.P. band in rupees for demo listings. */
  price: readonly [number, number];
};
export type CategorySeed = {
  type: CategoryType;
  name: string;
  /** Background of the generated image. */
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
      items: ['5G Smartphone 8 GB 128 GB', '4G Smartphone 6 GB 128 GB', 'Smartphone 4 GB 64 GB'],
      price: [7999, 79999],
    },
    {
      name: 'Feature Phones',
      brands: ['Nokia', 'Lava', 'Jio', 'Itel'],
      items: ['Dual SIM Keypad Phone', 'Keypad Phone with Torch'],
      price: [999, 2999],
    },
    {
      name: 'Chargers & Cables',
      brands: ['boAt', 'Portronics', 'Ambrane', 'Samsung'],
      items: ['33W Fast Charger', 'Type-C Cable 1 m', 'Car Charger Dual USB'],
      price: [199, 1999],
    },
    {
      name: 'Power Banks',
      brands: ['Xiaomi', 'Ambrane', 'Portronics', 'Realme'],
      items: ['Power Bank 20000 mAh', 'Power Bank 10000 mAh'],
      price: [799, 2999],
    },
    {
      name: 'Mobile Covers',
      items: ['Silicone Back Cover', 'Flip Cover', 'Tempered Glass Screen Guard'],
      price: [99, 599],
    },
  ]),
  product('TV, Audio & Wearables', '#5b3cc4', [
    {
      name: 'LED Televisions',
      brands: ['Samsung', 'LG', 'Sony', 'Xiaomi', 'TCL', 'OnePlus'],
      items: ['43 inch 4K Smart LED TV', '32 inch HD Ready Smart TV', '55 inch 4K QLED TV'],
      price: [12999, 74999],
    },
    {
      name: 'Earphones & Headphones',
      brands: ['boAt', 'Noise', 'JBL', 'Sony', 'Realme'],
      items: ['Wireless Earbuds', 'Neckband Earphones', 'Over-Ear Headphones'],
      price: [799, 9999],
    },
    {
      name: 'Bluetooth Speakers',
      brands: ['JBL', 'boAt', 'Sony', 'Zebronics'],
      items: ['Portable Bluetooth Speaker', 'Party Speaker 40W', 'Soundbar 120W'],
      price: [999, 14999],
    },
    {
      name: 'Smartwatches',
      brands: ['Noise', 'boAt', 'Fire-Boltt', 'Samsung'],
      items: ['Smartwatch with Bluetooth Calling', 'Fitness Band'],
      price: [1299, 24999],
    },
  ]),
  product('Computers & Laptops', '#0f766e', [
    {
      name: 'Laptops',
      brands: ['HP', 'Dell', 'Lenovo', 'Asus', 'Acer', 'Apple'],
      items: [
        'Core i5 Laptop 16 GB 512 GB SSD',
        'Ryzen 5 Laptop 8 GB 512 GB SSD',
        'Core i3 Laptop 8 GB 256 GB SSD',
      ],
      price: [32999, 89999],
    },
    {
      name: 'Printers',
      brands: ['HP', 'Canon', 'Epson', 'Brother'],
      items: ['Ink Tank Printer All-in-One', 'Laser Printer Mono'],
      price: [8999, 24999],
    },
    {
      name: 'Keyboards & Mice',
      brands: ['Logitech', 'HP', 'Zebronics', 'Dell'],
      items: ['Wireless Keyboard and Mouse Combo', 'USB Optical Mouse'],
      price: [299, 3499],
    },
    {
      name: 'Storage & Pen Drives',
      brands: ['SanDisk', 'Seagate', 'WD', 'Kingston'],
      items: ['Pen Drive 64 GB', 'External Hard Disk 1 TB', 'microSD Card 128 GB'],
      price: [399, 6999],
    },
  ]),
  product('Home Appliances', '#b45309', [
    {
      name: 'Refrigerators',
      brands: ['LG', 'Samsung', 'Whirlpool', 'Godrej', 'Haier'],
      items: ['Double Door Refrigerator 260 L', 'Single Door Refrigerator 190 L'],
      price: [14999, 45999],
    },
    {
      name: 'Washing Machines',
      brands: ['LG', 'Samsung', 'IFB', 'Whirlpool', 'Bosch'],
      items: [
        'Front Load Washing Machine 7 kg',
        'Top Load Washing Machine 6.5 kg',
        'Semi Automatic Washing Machine 8 kg',
      ],
      price: [10999, 42999],
    },
    {
      name: 'Air Conditioners',
      brands: ['Voltas', 'LG', 'Daikin', 'Blue Star', 'Lloyd'],
      items: ['1.5 Ton 3 Star Inverter Split AC', '1 Ton Window AC'],
      price: [26999, 52999],
    },
    {
      name: 'Water Purifiers',
      brands: ['Kent', 'Aquaguard', 'Pureit', 'Livpure'],
      items: ['RO UV Water Purifier 8 L', 'Gravity Water Purifier'],
      price: [2499, 19999],
    },
    {
      name: 'Air Coolers',
      brands: ['Symphony', 'Bajaj', 'Crompton', 'Kenstar'],
      items: ['Desert Air Cooler 70 L', 'Personal Air Cooler 20 L'],
      price: [4999, 14999],
    },
  ]),
  product('Kitchen Appliances', '#be123c', [
    {
      name: 'Mixer Grinders',
      brands: ['Preethi', 'Bajaj', 'Philips', 'Prestige', 'Butterfly', 'Sujata'],
      items: ['Mixer Grinder 750W 3 Jars', 'Juicer Mixer Grinder 500W'],
      price: [2499, 8999],
    },
    {
      name: 'Pressure Cookers',
      brands: ['Prestige', 'Hawkins', 'Pigeon'],
      items: ['Aluminium Pressure Cooker 5 L', 'Stainless Steel Pressure Cooker 3 L'],
      price: [999, 3499],
    },
    {
      name: 'Gas Stoves',
      brands: ['Prestige', 'Pigeon', 'Sunflame', 'Butterfly'],
      items: ['3 Burner Glass Top Gas Stove', '2 Burner Gas Stove'],
      price: [2499, 7999],
    },
    {
      name: 'Induction Cooktops',
      brands: ['Prestige', 'Philips', 'Pigeon', 'Bajaj'],
      items: ['Induction Cooktop 2000W'],
      price: [1799, 3999],
    },
    {
      name: 'Electric Kettles',
      brands: ['Prestige', 'Philips', 'Pigeon', 'Bajaj'],
      items: ['Electric Kettle 1.5 L'],
      price: [699, 1999],
    },
  ]),
  product('Electricals & Lighting', '#ca8a04', [
    {
      name: 'Ceiling Fans',
      brands: ['Havells', 'Crompton', 'Orient', 'Usha', 'Bajaj', 'Atomberg'],
      items: ['BLDC Ceiling Fan 1200 mm', 'High Speed Ceiling Fan 1200 mm'],
      price: [1899, 5999],
    },
    {
      name: 'LED Bulbs & Tubelights',
      brands: ['Philips', 'Syska', 'Havells', 'Wipro', 'Bajaj'],
      items: ['LED Bulb 9W Pack of 4', 'LED Batten 20W', 'Emergency LED Bulb'],
      price: [199, 999],
    },
    {
      name: 'Switches & Sockets',
      brands: ['Anchor', 'Havells', 'Legrand', 'GM'],
      items: ['Modular Switch 6A Pack of 10', 'Universal Socket 16A'],
      price: [99, 1499],
    },
    {
      name: 'Wires & Cables',
      brands: ['Polycab', 'Finolex', 'Havells', 'KEI'],
      items: ['House Wire 1.5 sq mm 90 m', 'House Wire 2.5 sq mm 90 m'],
      price: [1299, 3999],
    },
    {
      name: 'Inverters & Batteries',
      brands: ['Luminous', 'Exide', 'Microtek', 'Amaron'],
      items: ['Home Inverter 900 VA', 'Tubular Inverter Battery 150 Ah'],
      price: [5499, 17999],
    },
  ]),
  product('Groceries & Staples', '#15803d', [
    {
      name: 'Rice',
      brands: ['India Gate', 'Daawat', 'Kohinoor', 'Fortune'],
      items: ['Basmati Rice 5 kg', 'Sona Masoori Rice 10 kg', 'Kolam Rice 5 kg'],
      price: [399, 1199],
    },
    {
      name: 'Atta & Flours',
      brands: ['Aashirvaad', 'Pillsbury', 'Fortune', 'Patanjali'],
      items: ['Whole Wheat Atta 10 kg', 'Multigrain Atta 5 kg', 'Besan 1 kg'],
      price: [99, 549],
    },
    {
      name: 'Edible Oils',
      brands: ['Fortune', 'Saffola', 'Dhara', 'Patanjali'],
      items: ['Refined Sunflower Oil 1 L', 'Kachi Ghani Mustard Oil 1 L', 'Groundnut Oil 5 L'],
      price: [149, 999],
    },
    {
      name: 'Pulses & Dals',
      brands: ['Tata Sampann', 'Fortune'],
      items: ['Toor Dal 1 kg', 'Moong Dal 1 kg', 'Chana Dal 1 kg'],
      price: [99, 249],
    },
    {
      name: 'Spices & Masalas',
      brands: ['MDH', 'Everest', 'Catch', 'Aachi', 'Eastern'],
      items: ['Garam Masala 100 g', 'Kitchen King Masala 100 g', 'Turmeric Powder 200 g'],
      price: [49, 199],
    },
    {
      name: 'Tea & Coffee',
      brands: ['Tata Tea', 'Red Label', 'Wagh Bakri', 'Nescafe', 'Bru'],
      items: ['Premium Tea 500 g', 'Instant Coffee 100 g', 'Filter Coffee 500 g'],
      price: [149, 599],
    },
  ]),
  product('Dairy & Bakery', '#0369a1', [
    {
      name: 'Milk & Curd',
      brands: ['Amul', 'Mother Dairy', 'Nandini', 'Aavin', 'Heritage'],
      items: ['Toned Milk 1 L', 'Fresh Curd 400 g', 'Buttermilk 500 ml'],
      price: [25, 99],
    },
    {
      name: 'Butter, Cheese & Paneer',
      brands: ['Amul', 'Britannia', 'Mother Dairy'],
      items: ['Salted Butter 500 g', 'Cheese Slices 200 g', 'Fresh Paneer 200 g'],
      price: [90, 299],
    },
    {
      name: 'Ghee',
      brands: ['Amul', 'Patanjali', 'Nandini', 'Aashirvaad'],
      items: ['Pure Cow Ghee 1 L', 'Desi Ghee 500 ml'],
      price: [329, 749],
    },
    {
      name: 'Breads & Biscuits',
      brands: ['Britannia', 'Parle', 'Sunfeast', 'Modern'],
      items: ['Brown Bread 400 g', 'Glucose Biscuits Family Pack', 'Cream Biscuits 300 g'],
      price: [20, 120],
    },
  ]),
  product('Snacks & Beverages', '#c2410c', [
    {
      name: 'Namkeen',
      brands: ["Haldiram's", 'Bikaji', 'Balaji', 'Bikano'],
      items: ['Aloo Bhujia 1 kg', 'Navratan Mixture 400 g', 'Moong Dal Namkeen 200 g'],
      price: [50, 299],
    },
    {
      name: 'Chips & Crisps',
      brands: ["Lay's", 'Bingo', 'Balaji'],
      items: ['Classic Salted Chips 90 g', 'Masala Chips Party Pack'],
      price: [20, 99],
    },
    {
      name: 'Soft Drinks & Juices',
      brands: ['Thums Up', 'Frooti', 'Paper Boat', 'Maaza', 'Sprite'],
      items: ['Soft Drink 2 L', 'Mango Drink 1.2 L', 'Aam Panna 250 ml'],
      price: [30, 120],
    },
    {
      name: 'Chocolates & Sweets',
      brands: ['Cadbury', 'Amul', "Haldiram's", 'Nestle'],
      items: ['Dairy Milk Chocolate Pack', 'Soan Papdi 500 g', 'Rasgulla Tin 1 kg'],
      price: [40, 399],
    },
  ]),
  product('Fruits & Vegetables', '#65a30d', [
    {
      name: 'Fresh Fruits',
      items: [
        'Alphonso Mango 1 dozen',
        'Banana Robusta 1 dozen',
        'Shimla Apple 1 kg',
        'Pomegranate 1 kg',
      ],
      price: [60, 899],
    },
    {
      name: 'Fresh Vegetables',
      items: ['Onion 5 kg', 'Potato 5 kg', 'Tomato 1 kg', 'Green Chilli 250 g'],
      price: [20, 299],
    },
    {
      name: 'Dry Fruits & Nuts',
      brands: ['Happilo', 'Nutraj', 'Tata Sampann'],
      items: ['Cashew W320 500 g', 'California Almonds 500 g', 'Kishmish 250 g'],
      price: [149, 999],
    },
  ]),
  product("Men's Fashion", '#1d4ed8', [
    {
      name: 'Shirts',
      brands: ['Peter England', 'Van Heusen', 'Louis Philippe', 'Allen Solly', 'Raymond'],
      items: ['Formal Cotton Shirt', 'Casual Check Shirt', 'Linen Half Sleeve Shirt'],
      price: [799, 2999],
    },
    {
      name: 'T-Shirts',
      brands: ['Jockey', 'Allen Solly', 'U.S. Polo Assn.'],
      items: ['Round Neck Cotton T-Shirt', 'Polo T-Shirt'],
      price: [399, 1499],
    },
    {
      name: 'Jeans & Trousers',
      brands: ["Levi's", 'Pepe Jeans', 'Spykar', 'Flying Machine', 'Wrangler'],
      items: ['Slim Fit Jeans', 'Regular Fit Chinos', 'Formal Trousers'],
      price: [999, 3499],
    },
    {
      name: 'Kurtas & Ethnic Wear',
      brands: ['Manyavar', 'Fabindia'],
      items: ['Cotton Kurta Pyjama Set', 'Nehru Jacket', 'Silk Kurta'],
      price: [999, 5999],
    },
    {
      name: 'Innerwear',
      brands: ['Jockey', 'Rupa', 'Lux Cozi', 'Dollar'],
      items: ['Cotton Vest Pack of 3', 'Briefs Pack of 3'],
      price: [299, 899],
    },
  ]),
  product("Women's Fashion", '#db2777', [
    {
      name: 'Sarees',
      brands: ['Nalli', 'Pothys'],
      items: [
        'Kanjivaram Silk Saree',
        'Banarasi Saree',
        'Cotton Handloom Saree',
        'Chiffon Printed Saree',
      ],
      price: [999, 24999],
    },
    {
      name: 'Kurtis & Kurtas',
      brands: ['Biba', 'W', 'Aurelia', 'Global Desi', 'Fabindia'],
      items: ['Printed Cotton Kurti', 'Anarkali Kurta', 'Straight Kurta with Palazzo'],
      price: [599, 3499],
    },
    {
      name: 'Salwar Suits',
      brands: ['Biba', 'Fabindia'],
      items: ['Unstitched Salwar Suit Material', 'Readymade Salwar Suit'],
      price: [799, 4999],
    },
    {
      name: 'Lehengas',
      items: ['Bridal Lehenga Choli', 'Chaniya Choli', 'Silk Lehenga Choli'],
      price: [1999, 149999],
    },
    {
      name: 'Leggings & Bottoms',
      brands: ['Go Colors', 'Lyra', 'Twin Birds'],
      items: ['Cotton Churidar Leggings', 'Palazzo Pants'],
      price: [299, 999],
    },
    {
      name: 'Western Wear',
      brands: ['Only', 'Vero Moda', 'AND'],
      items: ['Floral Maxi Dress', 'Casual Top', 'Denim Jacket'],
      price: [699, 3999],
    },
  ]),
  product('Kids & Baby', '#f59e0b', [
    {
      name: 'Baby Care',
      brands: ['Himalaya', "Johnson's", 'Mamaearth'],
      items: ['Baby Massage Oil 200 ml', 'Baby Lotion 400 ml', 'Baby Shampoo 200 ml'],
      price: [149, 599],
    },
    {
      name: 'Diapers & Wipes',
      brands: ['Pampers', 'Huggies', 'MamyPoko'],
      items: ['Pant Style Diapers Medium 76 pcs', 'Baby Wipes Pack of 3'],
      price: [299, 1499],
    },
    {
      name: 'Toys & Games',
      brands: ['Funskool', 'Hot Wheels', 'Lego'],
      items: ['Board Game Family Pack', 'Die-cast Car Set', 'Building Blocks Set'],
      price: [299, 4999],
    },
    {
      name: 'School Bags',
      brands: ['Skybags', 'Wildcraft'],
      items: ['School Backpack 30 L', 'Kids Trolley Bag'],
      price: [599, 2499],
    },
  ]),
  product('Footwear', '#7c2d12', [
    {
      name: "Men's Footwear",
      brands: ['Bata', 'Woodland', 'Red Tape', 'Liberty'],
      items: ['Leather Formal Shoes', 'Casual Loafers', 'Leather Sandals'],
      price: [999, 4999],
    },
    {
      name: "Women's Footwear",
      brands: ['Bata', 'Metro', 'Mochi', 'Inc.5'],
      items: ['Ethnic Juttis', 'Block Heel Sandals', 'Casual Flats'],
      price: [499, 2999],
    },
    {
      name: 'Sports Shoes',
      brands: ['Campus', 'Sparx', 'Asian', 'Nike', 'Adidas', 'Puma'],
      items: ['Running Shoes', 'Walking Shoes', 'Training Shoes'],
      price: [899, 7999],
    },
    {
      name: 'Slippers & Flip-Flops',
      brands: ['Paragon', 'Relaxo', 'VKC', 'Bata'],
      items: ['Rubber Flip-Flops', 'Comfort Slippers'],
      price: [149, 699],
    },
  ]),
  product('Jewellery & Accessories', '#a16207', [
    {
      name: 'Gold Jewellery',
      brands: ['Tanishq', 'Malabar Gold', 'Kalyan Jewellers', 'Joyalukkas'],
      items: ['22K Gold Chain 10 g', 'Gold Jhumka Earrings', 'Gold Bangles Pair'],
      price: [25000, 150000],
    },
    {
      name: 'Silver & Imitation Jewellery',
      brands: ['Giva'],
      items: ['Silver Anklets Pair', 'Oxidised Necklace Set', 'Kundan Earrings'],
      price: [299, 4999],
    },
    {
      name: 'Watches',
      brands: ['Titan', 'Fastrack', 'Sonata', 'Casio'],
      items: ['Analog Watch Leather Strap', 'Digital Sports Watch'],
      price: [999, 9999],
    },
    {
      name: 'Bags & Luggage',
      brands: ['American Tourister', 'VIP', 'Safari', 'Skybags', 'Wildcraft'],
      items: ['Cabin Trolley Bag 55 cm', 'Laptop Backpack', 'Ladies Handbag'],
      price: [999, 7999],
    },
  ]),
  product('Beauty & Personal Care', '#c026d3', [
    {
      name: 'Skin Care',
      brands: ['Himalaya', 'Lakme', 'Mamaearth', 'Biotique', 'Nivea', "Pond's"],
      items: ['Face Wash 150 ml', 'Sunscreen SPF 50', 'Moisturising Cream 200 ml'],
      price: [99, 699],
    },
    {
      name: 'Hair Care',
      brands: ['Parachute', 'Dabur', 'Indulekha', 'Clinic Plus', 'Head & Shoulders'],
      items: ['Coconut Hair Oil 500 ml', 'Anti-Dandruff Shampoo 340 ml', 'Amla Hair Oil 275 ml'],
      price: [99, 599],
    },
    {
      name: 'Makeup',
      brands: ['Lakme', 'Maybelline', 'Sugar'],
      items: ['Matte Lipstick', 'Kajal', 'Compact Powder'],
      price: [149, 899],
    },
    {
      name: 'Fragrances & Deodorants',
      brands: ['Fogg', 'Engage', 'Wild Stone', 'Park Avenue'],
      items: ['Body Spray 150 ml', 'Eau de Parfum 100 ml'],
      price: [199, 999],
    },
    {
      name: "Men's Grooming",
      brands: ['Gillette', 'Beardo', 'Bombay Shaving Company'],
      items: ['Trimmer', 'Shaving Kit', 'Beard Oil 30 ml'],
      price: [199, 2499],
    },
  ]),
  product('Health & Wellness', '#059669', [
    {
      name: 'Ayurveda',
      brands: ['Dabur', 'Patanjali', 'Himalaya', 'Baidyanath', 'Zandu'],
      items: ['Chyawanprash 1 kg', 'Ashwagandha Tablets 60', 'Triphala Churna 100 g'],
      price: [99, 499],
    },
    {
      name: 'Health Drinks & Supplements',
      brands: ['Horlicks', 'Bournvita', 'MuscleBlaze', 'Protinex'],
      items: ['Health Drink Jar 1 kg', 'Whey Protein 1 kg', 'Multivitamin Tablets 60'],
      price: [299, 3499],
    },
    {
      name: 'Medical Devices',
      brands: ['Omron', 'Dr Trust', 'Accu-Chek'],
      items: ['Digital BP Monitor', 'Glucometer Kit', 'Pulse Oximeter'],
      price: [599, 3499],
    },
    {
      name: 'First Aid & Hygiene',
      brands: ['Dettol', 'Savlon', 'Band-Aid'],
      items: ['Antiseptic Liquid 550 ml', 'First Aid Kit', 'Hand Sanitizer 500 ml'],
      price: [49, 799],
    },
  ]),
  product('Home & Kitchen', '#9333ea', [
    {
      name: 'Cookware',
      brands: ['Prestige', 'Hawkins', 'Pigeon', 'Vinod'],
      items: ['Non-Stick Tawa 28 cm', 'Stainless Steel Kadai 3 L', 'Cookware Set 3 pcs'],
      price: [499, 3999],
    },
    {
      name: 'Storage & Containers',
      brands: ['Cello', 'Milton', 'Tupperware', 'Signoraware'],
      items: ['Steel Water Bottle 1 L', 'Airtight Container Set of 6', 'Casserole Set'],
      price: [199, 1999],
    },
    {
      name: 'Bedsheets & Furnishing',
      brands: ['Bombay Dyeing', 'Spaces', "D'Decor", 'Portico'],
      items: [
        'Double Bedsheet with 2 Pillow Covers',
        'Blackout Curtains Pair',
        'Cotton Bath Towel Set',
      ],
      price: [399, 3999],
    },
    {
      name: 'Home Decor',
      items: ['Brass Diya Set', 'Wall Clock', 'Artificial Plant with Pot', 'Wall Painting Set'],
      price: [199, 4999],
    },
  ]),
  product('Furniture', '#78350f', [
    {
      name: 'Sofas & Seating',
      brands: ['Godrej Interio', 'Nilkamal', 'Durian'],
      items: ['3 Seater Fabric Sofa', 'L-Shape Sofa', 'Recliner Chair'],
      price: [14999, 79999],
    },
    {
      name: 'Beds & Mattresses',
      brands: ['Sleepwell', 'Kurlon', 'Wakefit', 'Duroflex'],
      items: [
        'Queen Size Orthopaedic Mattress',
        'King Size Sheesham Wood Bed',
        'Memory Foam Pillow',
      ],
      price: [999, 49999],
    },
    {
      name: 'Office Chairs & Tables',
      brands: ['Featherlite', 'Green Soul', 'Godrej Interio'],
      items: ['Ergonomic Office Chair', 'Study Table', 'Computer Desk'],
      price: [2999, 19999],
    },
    {
      name: 'Plastic Furniture',
      brands: ['Nilkamal', 'Supreme', 'Cello'],
      items: ['Plastic Chair Set of 4', 'Plastic Stool', 'Storage Cabinet'],
      price: [499, 7999],
    },
  ]),
  product('Hardware & Building Materials', '#57534e', [
    {
      name: 'Cement',
      brands: ['UltraTech', 'ACC', 'Ambuja', 'Shree Cement', 'Dalmia'],
      items: ['OPC 53 Grade Cement 50 kg', 'PPC Cement 50 kg'],
      price: [350, 480],
    },
    {
      name: 'Paints',
      brands: ['Asian Paints', 'Berger', 'Nerolac', 'Dulux', 'Indigo'],
      items: ['Interior Emulsion 10 L', 'Exterior Emulsion 20 L', 'Wall Primer 4 L'],
      price: [899, 8999],
    },
    {
      name: 'Sanitaryware & Taps',
      brands: ['Jaquar', 'Hindware', 'Cera', 'Parryware'],
      items: ['Wall Mounted Basin', 'Western Toilet EWC', 'Pillar Cock Tap'],
      price: [499, 14999],
    },
    {
      name: 'Pipes & Fittings',
      brands: ['Supreme', 'Astral', 'Finolex', 'Prince'],
      items: ['CPVC Pipe 1 inch 3 m', 'PVC Elbow Pack of 10'],
      price: [99, 1499],
    },
    {
      name: 'Power Tools & Hand Tools',
      brands: ['Bosch', 'Stanley', 'Taparia', 'Black+Decker'],
      items: ['Impact Drill Machine', 'Screwdriver Set', 'Angle Grinder'],
      price: [299, 6999],
    },
  ]),
  product('Stationery & Office', '#2563eb', [
    {
      name: 'Notebooks & Registers',
      brands: ['Classmate', 'Navneet', 'Sundaram'],
      items: ['Long Notebook 172 Pages Pack of 6', 'Spiral Notebook A4'],
      price: [49, 399],
    },
    {
      name: 'Pens & Pencils',
      brands: ['Reynolds', 'Cello', 'Parker', 'Linc', 'Flair', 'Doms'],
      items: ['Ball Pen Pack of 10', 'Gel Pen Pack of 5', 'Pencil Box Kit'],
      price: [20, 999],
    },
    {
      name: 'Art & Craft',
      brands: ['Camlin', 'Faber-Castell', 'Doms'],
      items: ['Poster Colours Set', 'Oil Pastels 50 Shades', 'Sketch Pens 24'],
      price: [49, 699],
    },
    {
      name: 'Office Supplies',
      brands: ['Kangaro', 'Fevicol', 'Camlin'],
      items: ['Stapler with Pins', 'White Glue 500 g', 'File Folders Pack of 10'],
      price: [49, 599],
    },
  ]),
  product('Sports & Fitness', '#16a34a', [
    {
      name: 'Cricket',
      brands: ['SG', 'SS', 'MRF', 'Kookaburra'],
      items: ['Kashmir Willow Cricket Bat', 'Leather Cricket Ball', 'Batting Gloves'],
      price: [299, 9999],
    },
    {
      name: 'Badminton & Racquet Sports',
      brands: ['Yonex', 'Li-Ning', 'Cosco'],
      items: ['Badminton Racquet', 'Feather Shuttlecock Tube', 'Table Tennis Bat'],
      price: [199, 4999],
    },
    {
      name: 'Gym & Fitness Equipment',
      brands: ['Nivia', 'Cosco', 'Kore'],
      items: ['Dumbbell Set 10 kg', 'Yoga Mat 6 mm', 'Skipping Rope'],
      price: [149, 4999],
    },
    {
      name: 'Bicycles',
      brands: ['Hero', 'Hercules', 'Firefox', 'Btwin'],
      items: ['Gear Cycle 26T', 'Kids Cycle 16T', 'Roadster Cycle'],
      price: [4499, 19999],
    },
  ]),
  product('Automotive', '#334155', [
    {
      name: 'Tyres',
      brands: ['MRF', 'CEAT', 'Apollo', 'JK Tyre', 'TVS Eurogrip'],
      items: ['Car Tyre 185/65 R15', 'Bike Tyre 90/90-17 Tubeless'],
      price: [1499, 6999],
    },
    {
      name: 'Lubricants & Engine Oil',
      brands: ['Castrol', 'Servo', 'Mobil', 'Gulf'],
      items: ['Engine Oil 20W-40 1 L', 'Car Engine Oil 5W-30 3.5 L'],
      price: [299, 2999],
    },
    {
      name: 'Vehicle Batteries',
      brands: ['Exide', 'Amaron'],
      items: ['Car Battery 35 Ah', 'Bike Battery 5 Ah'],
      price: [1299, 6999],
    },
    {
      name: 'Helmets & Riding Gear',
      brands: ['Steelbird', 'Vega', 'Studds'],
      items: ['Full Face Helmet', 'Open Face Helmet', 'Riding Gloves'],
      price: [599, 3999],
    },
    {
      name: 'Car Accessories',
      brands: ['Bosch', '3M'],
      items: ['Car Seat Covers', 'Car Vacuum Cleaner', 'Dashboard Camera'],
      price: [299, 7999],
    },
  ]),
  product('Pooja & Festive', '#ea580c', [
    {
      name: 'Agarbatti & Dhoop',
      brands: ['Cycle', 'Zed Black', 'Mangaldeep'],
      items: ['Agarbatti Pack of 12', 'Dhoop Cones 100 pcs', 'Camphor 100 g'],
      price: [30, 399],
    },
    {
      name: 'Pooja Essentials',
      items: ['Brass Pooja Thali Set', 'Diya Pack of 12', 'Kumkum and Haldi Set'],
      price: [49, 1999],
    },
    {
      name: 'Idols & Frames',
      items: ['Ganesh Idol Brass', 'Lakshmi Ganesh Photo Frame', 'Marble Radha Krishna Idol'],
      price: [199, 9999],
    },
    {
      name: 'Festive Decorations',
      items: ['Diwali LED Serial Lights', 'Rangoli Colours Set', 'Toran Door Hanging'],
      price: [99, 1499],
    },
  ]),
  product('Pet Supplies', '#0d9488', [
    {
      name: 'Pet Food',
      brands: ['Pedigree', 'Drools', 'Royal Canin', 'Whiskas'],
      items: ['Adult Dog Food 3 kg', 'Puppy Food 1.2 kg', 'Cat Food 1.2 kg'],
      price: [299, 3999],
    },
    {
      name: 'Pet Accessories',
      items: ['Dog Collar and Leash', 'Pet Bed Medium', 'Cat Scratching Post'],
      price: [199, 2499],
    },
  ]),
  product('Agriculture & Garden', '#4d7c0f', [
    {
      name: 'Seeds & Plants',
      items: ['Vegetable Seeds Kit', 'Tulsi Plant with Pot', 'Flower Seeds Combo'],
      price: [49, 499],
    },
    {
      name: 'Fertilisers & Pesticides',
      brands: ['IFFCO', 'Coromandel'],
      items: ['Organic Vermicompost 5 kg', 'NPK Fertiliser 1 kg', 'Neem Oil Pesticide 250 ml'],
      price: [99, 999],
    },
    {
      name: 'Water Pumps',
      brands: ['Kirloskar', 'Crompton', 'CRI', 'Texmo'],
      items: ['Monoblock Pump 1 HP', 'Submersible Pump 1.5 HP'],
      price: [3999, 19999],
    },
    {
      name: 'Garden Tools',
      items: ['Garden Hose Pipe 15 m', 'Pruning Shears', 'Gardening Tool Kit'],
      price: [149, 1499],
    },
  ]),
];

export const SERVICE_CATEGORIES: readonly CategorySeed[] = [
  service('Home Repairs & Maintenance', '#2563eb', [
    {
      name: 'Plumbers',
      items: ['Tap and Leakage Repair', 'Bathroom Fitting Installation', 'Water Tank Connection'],
      price: [199, 2999],
    },
    {
      name: 'Electricians',
      items: ['Fan and Light Installation', 'House Wiring Repair', 'MCB and Switchboard Repair'],
      price: [149, 2999],
    },
    {
      name: 'Carpenters',
      items: ['Furniture Repair', 'Modular Wardrobe Installation', 'Door Lock Fitting'],
      price: [199, 4999],
    },
    {
      name: 'Painters',
      items: ['Full Home Painting', 'Waterproofing', 'Texture Wall Painting'],
      price: [2999, 49999],
    },
    {
      name: 'AC Repair & Service',
      items: ['AC Service and Gas Refill', 'Split AC Installation', 'AC Deep Jet Cleaning'],
      price: [499, 3999],
    },
    {
      name: 'Appliance Repair',
      items: ['Washing Machine Repair', 'Refrigerator Repair', 'RO Water Purifier Service'],
      price: [249, 2499],
    },
  ]),
  service('Cleaning & Pest Control', '#0891b2', [
    {
      name: 'Home Deep Cleaning',
      items: ['Full Home Deep Cleaning 2 BHK', 'Kitchen Deep Cleaning', 'Move-in Cleaning'],
      price: [1499, 7999],
    },
    {
      name: 'Sofa & Carpet Cleaning',
      items: ['Sofa Shampooing 5 Seater', 'Carpet Cleaning'],
      price: [499, 2999],
    },
    {
      name: 'Pest Control',
      items: ['Cockroach Control', 'Termite Treatment', 'Bed Bug Treatment'],
      price: [799, 5999],
    },
    {
      name: 'Water Tank Cleaning',
      items: ['Overhead Tank Cleaning', 'Sump Cleaning'],
      price: [499, 1999],
    },
  ]),
  service('Beauty & Wellness', '#db2777', [
    {
      name: 'Salon at Home',
      items: ['Facial and Cleanup at Home', 'Waxing Package', 'Haircut at Home'],
      price: [299, 2999],
    },
    {
      name: 'Bridal Makeup',
      items: ['HD Bridal Makeup', 'Engagement Makeup', 'Party Makeup'],
      price: [2999, 34999],
    },
    {
      name: 'Mehendi Artists',
      items: ['Bridal Mehendi', 'Arabic Mehendi Both Hands'],
      price: [499, 9999],
    },
    {
      name: 'Spa & Massage',
      items: ['Ayurvedic Full Body Massage', 'Head and Shoulder Massage'],
      price: [799, 3999],
    },
    { name: 'Barbers', items: ['Haircut and Beard Styling', 'Hair Colour'], price: [99, 999] },
  ]),
  service('Health & Medical', '#dc2626', [
    {
      name: 'Clinics & Doctors',
      items: ['General Physician Consultation', 'Paediatrician Consultation'],
      price: [300, 1000],
    },
    {
      name: 'Dentists',
      items: ['Dental Check-up and Cleaning', 'Root Canal Treatment', 'Teeth Whitening'],
      price: [300, 9999],
    },
    {
      name: 'Physiotherapy',
      items: ['Physiotherapy at Home', 'Back Pain Therapy Session'],
      price: [500, 1500],
    },
    {
      name: 'Diagnostic Labs',
      items: ['Full Body Check-up', 'Blood Sugar and Thyroid Test', 'Home Sample Collection'],
      price: [299, 4999],
    },
    {
      name: 'Home Nursing',
      items: ['Elderly Care Attendant', 'Post-surgery Nursing Care'],
      price: [999, 24999],
    },
  ]),
  service('Education & Coaching', '#7c3aed', [
    {
      name: 'Home Tutors',
      items: ['Maths and Science Tuition Class 10', 'Primary Classes Home Tuition'],
      price: [1500, 6000],
    },
    {
      name: 'Coaching Centres',
      items: ['JEE and NEET Coaching', 'Bank and SSC Exam Coaching'],
      price: [5000, 99999],
    },
    {
      name: 'Music Classes',
      items: ['Guitar Lessons', 'Hindustani Vocal Classes', 'Keyboard Classes'],
      price: [1000, 4000],
    },
    {
      name: 'Dance Classes',
      items: ['Bharatanatyam Classes', 'Bollywood Dance Classes', 'Kathak Classes'],
      price: [1000, 3500],
    },
    {
      name: 'Language & Computer Courses',
      items: ['Spoken English Course', 'Tally with GST Course', 'Basic Computer Course'],
      price: [1500, 15000],
    },
  ]),
  service('Events & Weddings', '#b91c1c', [
    {
      name: 'Caterers',
      items: ['Wedding Catering per Plate', 'Birthday Party Catering'],
      price: [250, 1500],
    },
    {
      name: 'Decorators',
      items: ['Wedding Stage Decoration', 'Birthday Balloon Decoration', 'Flower Decoration'],
      price: [2999, 99999],
    },
    {
      name: 'Photographers',
      items: ['Wedding Photography and Video', 'Pre-wedding Shoot', 'Event Photography'],
      price: [4999, 149999],
    },
    {
      name: 'DJ & Sound',
      items: ['DJ with Sound and Lights', 'Sound System on Rent'],
      price: [4999, 49999],
    },
    {
      name: 'Tent House',
      items: ['Shamiana and Chairs on Rent', 'Wedding Tent Setup'],
      price: [2999, 99999],
    },
    {
      name: 'Pandits & Puja Services',
      items: ['Griha Pravesh Puja', 'Satyanarayan Puja', 'Wedding Pandit'],
      price: [1100, 21000],
    },
  ]),
  service('Transport & Logistics', '#0f766e', [
    {
      name: 'Packers & Movers',
      items: ['Local House Shifting 2 BHK', 'Intercity Shifting', 'Office Relocation'],
      price: [4999, 49999],
    },
    {
      name: 'Taxi & Cab Services',
      items: ['Outstation Cab', 'Airport Drop', 'Tempo Traveller on Rent'],
      price: [599, 14999],
    },
    {
      name: 'Courier Services',
      items: ['Same Day Local Courier', 'Domestic Parcel Delivery'],
      price: [49, 999],
    },
    {
      name: 'Driving Schools',
      items: ['Car Driving Course 21 Days', 'Two Wheeler Training'],
      price: [2999, 7999],
    },
  ]),
  service('Vehicle Services', '#475569', [
    {
      name: 'Car Service & Repair',
      items: ['Periodic Car Service', 'Car AC Repair', 'Clutch and Brake Repair'],
      price: [999, 9999],
    },
    {
      name: 'Bike Service',
      items: ['Two Wheeler General Service', 'Bike Engine Overhaul'],
      price: [399, 4999],
    },
    {
      name: 'Car Wash & Detailing',
      items: ['Foam Car Wash', 'Ceramic Coating', 'Interior Detailing'],
      price: [299, 19999],
    },
    {
      name: 'Denting & Painting',
      items: ['Bumper Denting and Painting', 'Full Car Painting'],
      price: [1999, 39999],
    },
  ]),
  service('Professional Services', '#1e40af', [
    {
      name: 'Chartered Accountants',
      items: ['Income Tax Return Filing', 'Company Audit', 'Bookkeeping Monthly'],
      price: [499, 29999],
    },
    {
      name: 'GST Services',
      items: ['GST Registration', 'GST Return Filing Monthly'],
      price: [999, 4999],
    },
    {
      name: 'Lawyers & Legal',
      items: ['Property Document Verification', 'Rent Agreement Drafting', 'Legal Consultation'],
      price: [499, 24999],
    },
    {
      name: 'Business Registration',
      items: [
        'Private Limited Company Registration',
        'MSME Udyam Registration',
        'Trademark Registration',
      ],
      price: [999, 14999],
    },
    {
      name: 'Insurance Advisors',
      items: ['Health Insurance Advice', 'Term Life Insurance Advice'],
      price: [0, 0],
    },
  ]),
  service('Real Estate & Interiors', '#a16207', [
    {
      name: 'Property Dealers',
      items: ['Flat for Rent Assistance', 'Residential Plot Sale', 'Commercial Shop Lease'],
      price: [0, 0],
    },
    {
      name: 'Interior Designers',
      items: ['2 BHK Interior Design', 'Modular Kitchen Design', 'Office Interior'],
      price: [49999, 999999],
    },
    {
      name: 'Architects',
      items: ['House Plan and Elevation', 'Vastu Consultation'],
      price: [4999, 99999],
    },
    {
      name: 'Building Contractors',
      items: ['House Construction per sq ft', 'Renovation and Repair Work'],
      price: [1499, 2499],
    },
  ]),
  service('IT & Digital Services', '#4f46e5', [
    {
      name: 'Website Development',
      items: ['Business Website Design', 'E-commerce Website', 'Website Maintenance'],
      price: [4999, 99999],
    },
    {
      name: 'Digital Marketing',
      items: ['Social Media Marketing', 'Google Business Profile Setup', 'SEO Package'],
      price: [2999, 29999],
    },
    {
      name: 'Computer & Laptop Repair',
      items: ['Laptop Screen Replacement', 'Windows Installation', 'Data Recovery'],
      price: [299, 9999],
    },
    {
      name: 'Mobile Repair',
      items: ['Mobile Screen Replacement', 'Battery Replacement', 'Charging Port Repair'],
      price: [199, 9999],
    },
    {
      name: 'CCTV Installation',
      items: ['4 Camera CCTV Installation', 'Video Door Phone Installation'],
      price: [1999, 29999],
    },
  ]),
  service('Fitness & Sports', '#15803d', [
    {
      name: 'Gyms',
      items: ['Gym Membership Monthly', 'Gym Membership Yearly'],
      price: [999, 14999],
    },
    { name: 'Yoga Classes', items: ['Morning Yoga Batch', 'Yoga at Home'], price: [999, 4999] },
    {
      name: 'Personal Trainers',
      items: ['Personal Training 12 Sessions', 'Weight Loss Programme'],
      price: [2999, 14999],
    },
    {
      name: 'Swimming Classes',
      items: ['Learn to Swim Course', 'Kids Swimming Batch'],
      price: [1999, 5999],
    },
  ]),
  service('Travel & Stay', '#0284c7', [
    {
      name: 'Travel Agents',
      items: ['Goa Tour Package 4 Days', 'Kerala Backwaters Package', 'Char Dham Yatra Package'],
      price: [9999, 49999],
    },
    {
      name: 'Hotels & Homestays',
      items: ['Deluxe Room per Night', 'Homestay per Night'],
      price: [999, 7999],
    },
    {
      name: 'Visa & Passport Assistance',
      items: ['Tourist Visa Assistance', 'Passport Application Help'],
      price: [499, 4999],
    },
  ]),
  service('Laundry & Tailoring', '#9d174d', [
    {
      name: 'Laundry & Dry Cleaning',
      items: ['Wash and Iron per kg', 'Saree Dry Cleaning', 'Suit Dry Cleaning'],
      price: [79, 499],
    },
    {
      name: 'Tailors',
      items: ['Blouse Stitching', 'Kurta Stitching', 'Suit Alteration'],
      price: [199, 2999],
    },
  ]),
  service('Pet Care', '#0d9488', [
    {
      name: 'Veterinary Clinics',
      items: ['Pet Vaccination', 'Vet Consultation'],
      price: [300, 1500],
    },
    { name: 'Pet Grooming', items: ['Dog Bath and Grooming', 'Cat Grooming'], price: [499, 2499] },
    {
      name: 'Pet Training & Boarding',
      items: ['Dog Obedience Training', 'Pet Boarding per Day'],
      price: [499, 14999],
    },
  ]),
];

export const CATEGORIES: readonly CategorySeed[] = [...PRODUCT_CATEGORIES, ...SERVICE_CATEGORIES];

/** 35 colours (spec §9: the colour list shows 35): hex and name. */
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
