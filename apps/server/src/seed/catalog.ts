/**
 * The demo mall's catalogue: shops, the three-level category tree and the goods. Pure data; the
 * seed turns it into rows, pictures and HTML. Brands are invented.
 */

export interface ShopDef {
  name: string;
  isOwn: 0 | 1;
  /** Latin initials drawn on the logo (no CJK fonts are guaranteed inside the image renderer). */
  mark: string;
  hue: number;
  categoryName: string;
  description: string;
  keywords: string;
  telephone: string;
  address: string;
  fullAddress: string;
  longitude: string;
  latitude: string;
  /** Credits ×100. */
  credits: [number, number, number];
  flags: Partial<Record<'baozh' | 'qtian' | 'zhping' | 'erxiaoshi' | 'tuihuo' | 'shiyong' | 'shiti' | 'xiaoxie', 1>>;
  subNum: number;
}

export const SHOPS: ShopDef[] = [
  {
    name: '平台自营',
    isOwn: 1,
    mark: 'MALL',
    hue: 0,
    categoryName: '综合',
    description: '平台自营商品，正品保障，由商城统一发货与售后。',
    keywords: '自营,正品,商城',
    telephone: '400-800-1234',
    address: '科技园路88号',
    fullAddress: '广东省深圳市南山区科技园路88号',
    longitude: '113.943720',
    latitude: '22.540503',
    credits: [500, 500, 490],
    flags: { baozh: 1, qtian: 1, zhping: 1, erxiaoshi: 1, tuihuo: 1, xiaoxie: 1 },
    subNum: 12860,
  },
  {
    name: '星辰数码专营店',
    isOwn: 0,
    mark: 'XC',
    hue: 215,
    categoryName: '数码家电',
    description: '专注手机、智能穿戴与数码配件，官方授权，全国联保。',
    keywords: '手机,耳机,数码配件',
    telephone: '0755-8866-2201',
    address: '华强北路1002号',
    fullAddress: '广东省深圳市福田区华强北路1002号',
    longitude: '114.085947',
    latitude: '22.547000',
    credits: [480, 470, 485],
    flags: { qtian: 1, zhping: 1, tuihuo: 1 },
    subNum: 3421,
  },
  {
    name: '悦己生活馆',
    isOwn: 0,
    mark: 'YJ',
    hue: 330,
    categoryName: '服饰美妆',
    description: '服饰、鞋包与美妆个护，每周上新，七天无理由退换。',
    keywords: '女装,男装,美妆,家纺',
    telephone: '021-6234-5678',
    address: '淮海中路300号',
    fullAddress: '上海市黄浦区淮海中路300号',
    longitude: '121.473701',
    latitude: '31.230416',
    credits: [470, 480, 460],
    flags: { qtian: 1, shiyong: 1 },
    subNum: 5602,
  },
  {
    name: '鲜丰源食品旗舰店',
    isOwn: 0,
    mark: 'XF',
    hue: 110,
    categoryName: '食品生鲜',
    description: '坚果零食、茶叶咖啡与产地直发的新鲜水果。',
    keywords: '坚果,茶叶,水果,零食',
    telephone: '0571-8765-4321',
    address: '文三路477号',
    fullAddress: '浙江省杭州市西湖区文三路477号',
    longitude: '120.130663',
    latitude: '30.275780',
    credits: [490, 495, 480],
    flags: { zhping: 1, erxiaoshi: 1, shiti: 1 },
    subNum: 2388,
  },
];

export interface CategoryDef {
  name: string;
  short?: string;
  /** Latin word drawn on a top category's advert picture. */
  latin?: string;
  children?: CategoryDef[];
}

/** Five top categories, each with 2–3 second-level ones, each with 2–3 third-level ones. */
export const CATEGORIES: CategoryDef[] = [
  {
    name: '手机数码',
    latin: 'DIGITAL',
    short: '数码',
    children: [
      { name: '手机通讯', children: [{ name: '5G手机' }, { name: '老人手机' }, { name: '手机壳膜' }] },
      { name: '数码配件', children: [{ name: '移动电源' }, { name: '数据线' }, { name: '蓝牙耳机' }] },
      { name: '智能设备', children: [{ name: '智能手表' }, { name: '智能手环' }] },
    ],
  },
  {
    name: '服装鞋包',
    latin: 'FASHION',
    short: '服装',
    children: [
      { name: '男装', children: [{ name: '男士T恤' }, { name: '男士衬衫' }, { name: '男士夹克' }] },
      { name: '女装', children: [{ name: '连衣裙' }, { name: '女士卫衣' }, { name: '半身裙' }] },
      { name: '鞋靴', children: [{ name: '运动鞋' }, { name: '帆布鞋' }] },
    ],
  },
  {
    name: '美妆个护',
    latin: 'BEAUTY',
    short: '美妆',
    children: [
      { name: '面部护肤', children: [{ name: '面霜' }, { name: '精华液' }, { name: '洁面' }] },
      { name: '彩妆', children: [{ name: '口红' }, { name: '粉底液' }] },
      { name: '洗护清洁', children: [{ name: '洗发水' }, { name: '沐浴露' }, { name: '牙膏' }] },
    ],
  },
  {
    name: '食品生鲜',
    latin: 'FRESH FOOD',
    short: '食品',
    children: [
      { name: '休闲零食', children: [{ name: '坚果炒货' }, { name: '饼干糕点' }] },
      { name: '茶饮冲调', children: [{ name: '茶叶' }, { name: '咖啡' }] },
      { name: '新鲜水果', children: [{ name: '苹果' }, { name: '柑橘' }] },
    ],
  },
  {
    name: '家居家电',
    latin: 'HOME',
    short: '家居',
    children: [
      { name: '厨房电器', children: [{ name: '电饭煲' }, { name: '空气炸锅' }, { name: '破壁机' }] },
      { name: '床上用品', children: [{ name: '四件套' }, { name: '枕头' }] },
      { name: '生活日用', children: [{ name: '收纳箱' }, { name: '保温杯' }] },
    ],
  },
];

/** Picture motif drawn for a goods (simple vector shapes). */
export type Motif =
  | 'phone' | 'case' | 'powerbank' | 'cable' | 'earbuds' | 'headphones' | 'watch' | 'band'
  | 'shirt' | 'dress' | 'hoodie' | 'skirt' | 'jacket' | 'shoe'
  | 'jar' | 'bottle' | 'lipstick' | 'tube'
  | 'box' | 'nut' | 'cookie' | 'leaf' | 'cup' | 'apple' | 'orange'
  | 'cooker' | 'fryer' | 'blender' | 'bedding' | 'pillow' | 'crate' | 'flask';

export interface SpecDef {
  name: string;
  values: string[];
  /** Price added to the base by each value, yuan. */
  add?: number[];
  /** This dimension is the colour: one picture per value. */
  colour?: boolean;
}

export interface GoodsDef {
  name: string;
  brand: string;
  /** Latin label printed on the pictures. */
  label: string;
  motif: Motif;
  /** Third-level category name. */
  category: string;
  /** Index into SHOPS. */
  shop: number;
  /** Base price, yuan. */
  price: number;
  unit: string;
  intro: string;
  keywords: string;
  points: string[];
  specs?: SpecDef[];
  attrs?: [string, string][];
  freeShipping?: boolean;
  minBuy?: number;
  maxBuy?: number;
  /** Stock per SKU index (in combination order) instead of the generated one. */
  stock?: Record<number, number>;
  /** Picture hue when the goods has no colour dimension. */
  hue: number;
}

const colour = (values: string[], add?: number[]): SpecDef => ({ name: '颜色', values, add, colour: true });

export const GOODS: GoodsDef[] = [
  // ---------------- 手机数码
  {
    name: '星耀 X5 5G智能手机', brand: '星耀', label: 'X5 5G', motif: 'phone', category: '5G手机', shop: 1, price: 2499, unit: '台', hue: 220,
    intro: '6.7英寸120Hz高刷屏，5000mAh大电池，66W快充', keywords: '手机,5G,拍照,快充',
    points: ['6.7英寸AMOLED曲面屏，120Hz自适应刷新率', '5000万像素主摄，夜景人像更清晰', '5000mAh电池搭配66W有线快充'],
    specs: [colour(['曜石黑', '冰川蓝', '晨曦金']), { name: '存储', values: ['8GB+128GB', '8GB+256GB'], add: [0, 300] }],
    attrs: [['屏幕尺寸', '6.7英寸'], ['电池容量', '5000mAh'], ['网络制式', '5G全网通']], freeShipping: true,
  },
  {
    name: '青柠 Note 12 5G手机', brand: '青柠', label: 'NOTE 12', motif: 'phone', category: '5G手机', shop: 0, price: 1599, unit: '台', hue: 150,
    intro: '轻薄机身，1亿像素影像，长续航', keywords: '手机,5G,轻薄,学生',
    points: ['7.8mm轻薄机身，单手握持舒适', '1亿像素主摄，细节纤毫毕现', '双扬声器立体声，影音更沉浸'],
    specs: [colour(['星空灰', '薄荷绿']), { name: '存储', values: ['6GB+128GB', '12GB+256GB'], add: [0, 500] }],
    attrs: [['屏幕尺寸', '6.67英寸'], ['电池容量', '5000mAh'], ['网络制式', '5G全网通']], freeShipping: true,
    stock: { 3: 0 },
  },
  {
    name: '极光 P60 影像旗舰手机', brand: '极光', label: 'P60', motif: 'phone', category: '5G手机', shop: 1, price: 4988, unit: '台', hue: 180,
    intro: '可变光圈影像系统，昆仑玻璃，卫星通话', keywords: '手机,旗舰,影像,拍照',
    points: ['超聚光可变光圈主摄，逆光也清晰', '高强度玻璃面板，耐摔更安心', '支持卫星通话，户外也有信号'],
    specs: [colour(['雅川青', '羽砂白']), { name: '存储', values: ['8GB+256GB', '12GB+512GB'], add: [0, 1000] }],
    attrs: [['屏幕尺寸', '6.67英寸'], ['电池容量', '4815mAh'], ['网络制式', '5G全网通']], freeShipping: true,
    stock: { 1: 5 },
  },
  {
    name: '福寿 K1 老人手机 大字大声', brand: '福寿', label: 'K1', motif: 'phone', category: '老人手机', shop: 0, price: 199, unit: '台', hue: 0,
    intro: '大字体大音量，一键呼救，超长待机', keywords: '老人机,直板,长待机',
    points: ['大按键大字体，老人看得清按得准', '侧边一键SOS，紧急情况自动拨号', '待机长达15天，外出不用频繁充电'],
    specs: [colour(['经典黑', '中国红'])],
    attrs: [['屏幕尺寸', '2.4英寸'], ['电池容量', '1700mAh']],
  },
  {
    name: '星耀 X5 液态硅胶手机壳', brand: '星耀', label: 'CASE', motif: 'case', category: '手机壳膜', shop: 1, price: 39, unit: '个', hue: 200,
    intro: '亲肤液态硅胶，内衬超细纤维，四角防摔', keywords: '手机壳,硅胶,防摔',
    points: ['液态硅胶材质，手感细腻不沾指纹', '内衬超细纤维，保护机身不刮花', '镜头加高设计，平放不磨镜头'],
    specs: [colour(['午夜黑', '雾霾蓝', '樱花粉', '薄荷绿'])],
    attrs: [['适用机型', '星耀 X5'], ['材质', '液态硅胶']],
  },
  {
    name: '钢化玻璃高清手机膜 两片装', brand: '星耀', label: 'GLASS', motif: 'case', category: '手机壳膜', shop: 1, price: 29, unit: '盒', hue: 190,
    intro: '9H硬度，高清透光，附贴膜神器', keywords: '手机膜,钢化膜,高清',
    points: ['9H硬度钢化玻璃，抗刮耐磨', '高清透光，不影响屏幕观感', '附赠贴膜神器，一次贴好不起泡'],
    specs: [{ name: '适用机型', values: ['星耀 X5', '青柠 Note 12', '极光 P60'] }],
    attrs: [['材质', '钢化玻璃'], ['数量', '2片']],
  },
  {
    name: '闪充 20000mAh 移动电源', brand: '闪充', label: '20000', motif: 'powerbank', category: '移动电源', shop: 1, price: 129, unit: '个', hue: 40,
    intro: '大容量双向快充，可带上飞机', keywords: '充电宝,移动电源,快充',
    points: ['20000mAh大容量，手机可充4次以上', '双向快充，自身充满只需3.5小时', '数显电量，剩余电量一目了然'],
    specs: [colour(['象牙白', '深空灰']), { name: '功率', values: ['22.5W', '65W'], add: [0, 70] }],
    attrs: [['电池容量', '20000mAh'], ['接口', 'USB-A×2 / Type-C×1']],
  },
  {
    name: '编织快充数据线 Type-C', brand: '闪充', label: 'TYPE-C', motif: 'cable', category: '数据线', shop: 1, price: 19.9, unit: '条', hue: 260,
    intro: '尼龙编织线身，支持100W快充与高速传输', keywords: '数据线,Type-C,快充',
    points: ['尼龙编织线身，弯折2万次不断', '支持最高100W快充', '铝合金接头，插拔顺滑耐用'],
    specs: [{ name: '长度', values: ['1米', '1.5米', '2米'], add: [0, 5, 10] }],
    attrs: [['接口', 'Type-C to Type-C'], ['最大功率', '100W']], minBuy: 2,
  },
  {
    name: '声悦 Air3 真无线蓝牙耳机', brand: '声悦', label: 'AIR3', motif: 'earbuds', category: '蓝牙耳机', shop: 1, price: 299, unit: '副', hue: 0,
    intro: '半入耳舒适佩戴，通话降噪，30小时续航', keywords: '耳机,蓝牙,无线',
    points: ['半入耳设计，长时间佩戴不胀耳', '双麦克风通话降噪，嘈杂环境也清晰', '配合充电盒续航约30小时'],
    specs: [colour(['皓月白', '曜石黑'])],
    attrs: [['蓝牙版本', '5.3'], ['续航时间', '约30小时']], freeShipping: true,
  },
  {
    name: '声悦 Pro 主动降噪头戴耳机', brand: '声悦', label: 'PRO ANC', motif: 'headphones', category: '蓝牙耳机', shop: 0, price: 699, unit: '副', hue: 0,
    intro: '45dB深度降噪，Hi-Res音质，柔软耳罩', keywords: '耳机,降噪,头戴',
    points: ['最高45dB主动降噪，地铁通勤更安静', '40mm大动圈单元，低频饱满', '蛋白皮耳罩，轻压力长时间佩戴'],
    specs: [colour(['云雾白', '远峰蓝', '石墨黑'])],
    attrs: [['蓝牙版本', '5.3'], ['降噪深度', '45dB']], freeShipping: true,
  },
  {
    name: '星耀 Watch 4 智能手表', brand: '星耀', label: 'WATCH 4', motif: 'watch', category: '智能手表', shop: 1, price: 1299, unit: '块', hue: 0,
    intro: '血氧心率监测，独立通话，14天续航', keywords: '手表,智能手表,运动',
    points: ['全天心率与血氧监测，睡眠质量分析', '支持eSIM独立通话，跑步不带手机', '典型使用续航14天'],
    specs: [colour(['黑色氟橡胶', '银色钢带'], [0, 300]), { name: '尺寸', values: ['42mm', '46mm'], add: [0, 200] }],
    attrs: [['防水等级', '5ATM'], ['续航时间', '约14天']], freeShipping: true,
  },
  {
    name: '星耀手环 8 NFC版', brand: '星耀', label: 'BAND 8', motif: 'band', category: '智能手环', shop: 0, price: 249, unit: '个', hue: 0,
    intro: '1.62英寸AMOLED大屏，NFC刷卡，150+运动模式', keywords: '手环,运动,NFC',
    points: ['1.62英寸AMOLED屏，阳光下清晰可见', '支持NFC公交卡与门禁卡', '150余种运动模式，专业记录'],
    specs: [colour(['曜石黑', '樱花粉', '薄荷绿'])],
    attrs: [['屏幕尺寸', '1.62英寸'], ['防水等级', '5ATM']],
  },
  // ---------------- 服装鞋包
  {
    name: '纯棉圆领短袖T恤 男', brand: '素棉', label: 'COTTON', motif: 'shirt', category: '男士T恤', shop: 2, price: 59, unit: '件', hue: 0,
    intro: '新疆长绒棉，柔软透气，不易变形', keywords: 'T恤,短袖,纯棉,男装',
    points: ['新疆长绒棉面料，柔软亲肤', '双针走线加固领口，多次洗涤不变形', '经典圆领版型，百搭不挑人'],
    specs: [colour(['白色', '黑色']), { name: '尺码', values: ['M', 'L', 'XL'] }],
    attrs: [['面料', '100%棉'], ['版型', '常规']],
  },
  {
    name: '速干运动T恤 男', brand: '悦动', label: 'DRY FIT', motif: 'shirt', category: '男士T恤', shop: 2, price: 79, unit: '件', hue: 0,
    intro: '吸湿速干面料，跑步健身都合适', keywords: 'T恤,运动,速干',
    points: ['吸湿排汗面料，运动后快速干爽', '立体剪裁，伸展自如', '反光标识，夜跑更安全'],
    specs: [colour(['深灰', '宝蓝']), { name: '尺码', values: ['L', 'XL', 'XXL'] }],
    attrs: [['面料', '聚酯纤维'], ['适用场景', '跑步、健身']],
  },
  {
    name: '商务免烫长袖衬衫', brand: '简衣', label: 'SHIRT', motif: 'shirt', category: '男士衬衫', shop: 0, price: 169, unit: '件', hue: 0,
    intro: '液氨免烫工艺，挺括有型，通勤首选', keywords: '衬衫,长袖,商务,免烫',
    points: ['液氨免烫整理，洗后无需熨烫', '高支棉面料，透气不闷', '修身版型，职场更精神'],
    specs: [colour(['白色', '浅蓝']), { name: '尺码', values: ['39', '40', '41'] }],
    attrs: [['面料', '棉'], ['袖长', '长袖']],
  },
  {
    name: '休闲立领夹克 男', brand: '简衣', label: 'JACKET', motif: 'jacket', category: '男士夹克', shop: 2, price: 299, unit: '件', hue: 0,
    intro: '防泼水面料，立领挡风，春秋百搭', keywords: '夹克,外套,男装',
    points: ['防泼水面料，小雨天无惧', '立领设计，挡风保暖', '多口袋实用设计'],
    specs: [colour(['卡其', '黑色']), { name: '尺码', values: ['L', 'XL'] }],
    attrs: [['面料', '锦纶'], ['适用季节', '春秋']],
  },
  {
    name: '法式碎花雪纺连衣裙', brand: '花间', label: 'FLORAL', motif: 'dress', category: '连衣裙', shop: 2, price: 239, unit: '件', hue: 0,
    intro: '飘逸雪纺，收腰显瘦，度假约会都好看', keywords: '连衣裙,碎花,雪纺,女装',
    points: ['轻盈雪纺面料，夏日清爽', 'V领收腰设计，修饰身形', '内衬设计，不透不贴身'],
    specs: [colour(['蓝色碎花', '黄色碎花']), { name: '尺码', values: ['S', 'M', 'L'] }],
    attrs: [['面料', '雪纺'], ['裙长', '中长款']],
  },
  {
    name: '针织收腰连衣裙', brand: '花间', label: 'KNIT', motif: 'dress', category: '连衣裙', shop: 2, price: 199, unit: '件', hue: 0,
    intro: '柔软针织，修身收腰，秋冬内搭', keywords: '连衣裙,针织,女装',
    points: ['细腻针织面料，柔软有弹性', '收腰版型，显高显瘦', '单穿内搭皆可'],
    specs: [colour(['燕麦色', '黑色']), { name: '尺码', values: ['S', 'M', 'L'] }],
    attrs: [['面料', '粘纤混纺'], ['适用季节', '秋冬']],
    stock: { 3: 0 },
  },
  {
    name: '加绒连帽卫衣 女', brand: '悦动', label: 'HOODIE', motif: 'hoodie', category: '女士卫衣', shop: 2, price: 139, unit: '件', hue: 0,
    intro: '内里加绒，宽松落肩，保暖舒适', keywords: '卫衣,加绒,女装',
    points: ['内里加绒，冬季保暖', '宽松落肩版型，遮肉显瘦', '罗纹袖口下摆，防风不灌风'],
    specs: [colour(['奶白', '雾粉', '灰色']), { name: '尺码', values: ['M', 'L'] }],
    attrs: [['面料', '棉混纺'], ['版型', '宽松']],
  },
  {
    name: '高腰A字半身裙', brand: '花间', label: 'A-LINE', motif: 'skirt', category: '半身裙', shop: 0, price: 129, unit: '件', hue: 0,
    intro: '高腰A字版型，垂感面料，通勤百搭', keywords: '半身裙,A字裙,女装',
    points: ['高腰设计，拉长腿部比例', '垂感面料，走动自然飘逸', '隐形拉链，细节精致'],
    specs: [colour(['黑色', '驼色']), { name: '尺码', values: ['S', 'M', 'L'] }],
    attrs: [['面料', '聚酯纤维'], ['裙长', '中长款']],
  },
  {
    name: '轻弹跑步鞋 男女同款', brand: '步履', label: 'RUN', motif: 'shoe', category: '运动鞋', shop: 0, price: 369, unit: '双', hue: 0,
    intro: '超临界发泡中底，轻量回弹，透气网面', keywords: '跑步鞋,运动鞋,轻便',
    points: ['超临界发泡中底，回弹有力', '飞织网面，透气不闷脚', '耐磨橡胶大底，抓地稳'],
    specs: [colour(['白蓝', '黑红']), { name: '鞋码', values: ['39', '40', '41'] }],
    attrs: [['鞋面材质', '飞织网布'], ['适用场景', '跑步、日常']], freeShipping: true,
  },
  {
    name: '复古老爹鞋 女', brand: '步履', label: 'RETRO', motif: 'shoe', category: '运动鞋', shop: 2, price: 259, unit: '双', hue: 0,
    intro: '厚底增高，复古配色，百搭休闲', keywords: '老爹鞋,休闲鞋,女鞋',
    points: ['4.5cm厚底，自然增高', '复古拼色设计', 'EVA中底，轻便缓震'],
    specs: [colour(['米白', '灰粉']), { name: '鞋码', values: ['36', '37', '38'] }],
    attrs: [['鞋面材质', '超纤皮'], ['鞋底高度', '4.5cm']],
  },
  {
    name: '经典高帮帆布鞋', brand: '步履', label: 'CANVAS', motif: 'shoe', category: '帆布鞋', shop: 2, price: 149, unit: '双', hue: 0,
    intro: '经典高帮款，硫化工艺，耐穿不变形', keywords: '帆布鞋,高帮,休闲',
    points: ['高密度帆布鞋面，耐磨耐穿', '硫化工艺大底，不易开胶', '经典百搭，四季可穿'],
    specs: [colour(['黑色', '白色']), { name: '鞋码', values: ['38', '39', '40'] }],
    attrs: [['鞋面材质', '帆布'], ['鞋帮高度', '高帮']],
  },
  // ---------------- 美妆个护
  {
    name: '玻尿酸保湿面霜 50g', brand: '水漾', label: 'HYDRA', motif: 'jar', category: '面霜', shop: 0, price: 168, unit: '瓶', hue: 195,
    intro: '多重玻尿酸，24小时长效保湿', keywords: '面霜,保湿,补水',
    points: ['多分子玻尿酸，层层补水', '质地轻薄好吸收，不油腻', '温和配方，敏感肌可用'],
    specs: [{ name: '规格', values: ['单瓶装', '两瓶装'], add: [0, 150] }],
    attrs: [['净含量', '50g'], ['适用肤质', '所有肤质']],
  },
  {
    name: '烟酰胺焕亮精华液', brand: '水漾', label: 'SERUM', motif: 'bottle', category: '精华液', shop: 2, price: 199, unit: '瓶', hue: 45,
    intro: '5%烟酰胺，提亮肤色，淡化暗沉', keywords: '精华,烟酰胺,提亮',
    points: ['5%烟酰胺，坚持使用肤色更透亮', '添加神经酰胺，修护屏障', '滴管设计，用量精准'],
    specs: [{ name: '规格', values: ['30ml', '50ml'], add: [0, 100] }],
    attrs: [['功效', '提亮、保湿'], ['适用肤质', '所有肤质']],
  },
  {
    name: '氨基酸温和洗面奶', brand: '清沐', label: 'CLEANSER', motif: 'tube', category: '洁面', shop: 2, price: 59, unit: '支', hue: 160,
    intro: '氨基酸表活，洗后不紧绷', keywords: '洗面奶,氨基酸,洁面',
    points: ['氨基酸表面活性剂，温和清洁', '绵密泡沫，洗后不紧绷', '弱酸性配方，呵护肌肤'],
    specs: [{ name: '规格', values: ['120g', '120g×2支'], add: [0, 49] }],
    attrs: [['净含量', '120g'], ['适用肤质', '所有肤质']],
  },
  {
    name: '丝绒哑光口红', brand: '妍色', label: 'VELVET', motif: 'lipstick', category: '口红', shop: 2, price: 139, unit: '支', hue: 350,
    intro: '丝绒雾面质地，显色持久不拔干', keywords: '口红,哑光,彩妆',
    points: ['丝绒雾面质地，一抹显色', '添加保湿成分，不拔干', '持妆久，不易沾杯'],
    specs: [{ name: '色号', values: ['#01 正红', '#02 豆沙', '#03 枫叶', '#04 奶茶'], colour: true }],
    attrs: [['净含量', '3.5g'], ['质地', '哑光']],
  },
  {
    name: '持妆轻薄粉底液', brand: '妍色', label: 'FOUNDATION', motif: 'bottle', category: '粉底液', shop: 2, price: 229, unit: '瓶', hue: 30,
    intro: '轻薄服帖，自然遮瑕，持妆12小时', keywords: '粉底液,底妆,遮瑕',
    points: ['轻薄水润质地，上脸服帖', '中度遮瑕，自然无妆感', '控油持妆，12小时不暗沉'],
    specs: [{ name: '色号', values: ['象牙白', '自然色'], colour: true }, { name: '规格', values: ['30ml', '30ml×2瓶'], add: [0, 199] }],
    attrs: [['净含量', '30ml'], ['适用肤质', '混合肌、油皮']],
  },
  {
    name: '无硅油控油洗发水', brand: '清沐', label: 'SHAMPOO', motif: 'bottle', category: '洗发水', shop: 0, price: 49.9, unit: '瓶', hue: 120,
    intro: '无硅油配方，清爽控油，蓬松一整天', keywords: '洗发水,控油,无硅油',
    points: ['无硅油配方，不堵塞毛囊', '清爽控油，头发蓬松不扁塌', '清新草本香气'],
    specs: [{ name: '规格', values: ['500ml', '750ml'], add: [0, 20] }],
    attrs: [['净含量', '500ml'], ['适用发质', '油性发质']],
  },
  {
    name: '樱花香氛沐浴露', brand: '清沐', label: 'SAKURA', motif: 'bottle', category: '沐浴露', shop: 0, price: 39.9, unit: '瓶', hue: 340,
    intro: '樱花香氛，绵密泡沫，洗后滋润', keywords: '沐浴露,香氛,滋润',
    points: ['樱花香调，留香持久', '绵密泡沫，轻松冲净', '添加保湿成分，洗后不干'],
    specs: [{ name: '规格', values: ['400ml', '750ml'], add: [0, 20] }],
    attrs: [['净含量', '400ml'], ['香型', '樱花']],
  },
  {
    name: '益生菌清新牙膏 三支装', brand: '清沐', label: 'FRESH', motif: 'tube', category: '牙膏', shop: 0, price: 29.9, unit: '组', hue: 200,
    intro: '益生菌配方，清新口气，护龈防蛀', keywords: '牙膏,益生菌,清新',
    points: ['益生菌配方，平衡口腔菌群', '含氟防蛀，守护牙齿', '薄荷清凉，口气清新'],
    attrs: [['净含量', '120g×3'], ['口味', '薄荷']], maxBuy: 5,
  },
  // ---------------- 食品生鲜
  {
    name: '每日坚果 混合果仁', brand: '鲜丰源', label: 'DAILY NUTS', motif: 'nut', category: '坚果炒货', shop: 3, price: 69, unit: '盒', hue: 30,
    intro: '六种坚果果干科学配比，独立小包装', keywords: '坚果,零食,每日坚果',
    points: ['腰果、巴旦木、榛子等六种坚果果干', '每日一小包，营养均衡', '独立充氮包装，锁住新鲜'],
    specs: [{ name: '规格', values: ['15袋装', '30袋装'], add: [0, 60] }],
    attrs: [['保质期', '180天'], ['储存方式', '阴凉干燥处']],
  },
  {
    name: '临安手剥山核桃 500g', brand: '鲜丰源', label: 'PECAN', motif: 'nut', category: '坚果炒货', shop: 3, price: 89, unit: '袋', hue: 25,
    intro: '临安原产，奶油口味，壳薄易剥', keywords: '山核桃,坚果,临安',
    points: ['浙江临安产区，颗粒饱满', '奶油风味，香而不腻', '壳薄易剥，手剥即食'],
    attrs: [['产地', '浙江临安'], ['保质期', '240天'], ['净含量', '500g']],
  },
  {
    name: '黄油曲奇饼干礼盒', brand: '鲜丰源', label: 'COOKIES', motif: 'cookie', category: '饼干糕点', shop: 3, price: 58, unit: '盒', hue: 35,
    intro: '进口黄油烘焙，酥松香浓，送礼佳品', keywords: '曲奇,饼干,礼盒',
    points: ['选用进口黄油，奶香浓郁', '低温慢烤，入口酥松', '铁盒包装，适合送礼'],
    specs: [{ name: '口味', values: ['原味', '抹茶', '巧克力'] }],
    attrs: [['净含量', '454g'], ['保质期', '300天']],
  },
  {
    name: '传统手工绿豆糕', brand: '鲜丰源', label: 'MUNG', motif: 'box', category: '饼干糕点', shop: 3, price: 35, unit: '盒', hue: 90,
    intro: '绿豆细磨，低糖配方，入口即化', keywords: '绿豆糕,糕点,传统',
    points: ['精选绿豆，去皮细磨', '低糖配方，清甜不腻', '入口即化，老少皆宜'],
    attrs: [['净含量', '400g'], ['保质期', '60天']],
  },
  {
    name: '明前西湖龙井 250g', brand: '茗香', label: 'LONGJING', motif: 'leaf', category: '茶叶', shop: 3, price: 388, unit: '罐', hue: 100,
    intro: '明前采摘，豆香馥郁，汤色嫩绿', keywords: '茶叶,龙井,绿茶',
    points: ['清明前采摘，芽叶细嫩', '传统手工炒制，豆香明显', '汤色嫩绿明亮，回甘持久'],
    specs: [{ name: '等级', values: ['特级', '一级'], add: [0, -120] }],
    attrs: [['产地', '浙江杭州'], ['净含量', '250g'], ['茶类', '绿茶']],
  },
  {
    name: '云南古树普洱茶饼 357g', brand: '茗香', label: 'PU-ERH', motif: 'leaf', category: '茶叶', shop: 0, price: 199, unit: '饼', hue: 20,
    intro: '古树原料，越陈越香，醇厚回甘', keywords: '普洱,茶饼,云南',
    points: ['云南古树原料，茶气足', '传统石磨压饼，便于存放', '汤色红浓，滋味醇厚'],
    attrs: [['产地', '云南'], ['净含量', '357g'], ['茶类', '黑茶']],
  },
  {
    name: '冻干速溶黑咖啡', brand: '鲜丰源', label: 'COFFEE', motif: 'cup', category: '咖啡', shop: 3, price: 79, unit: '盒', hue: 25,
    intro: '冷萃冻干工艺，3秒速溶，0糖0脂', keywords: '咖啡,黑咖啡,速溶',
    points: ['冷萃冻干，保留咖啡风味', '冷水热水3秒即溶', '0糖0脂，健身期也能喝'],
    specs: [{ name: '规格', values: ['24颗', '48颗'], add: [0, 70] }],
    attrs: [['保质期', '540天'], ['口味', '美式']],
  },
  {
    name: '烟台红富士苹果', brand: '果园记', label: 'APPLE', motif: 'apple', category: '苹果', shop: 3, price: 39.9, unit: '箱', hue: 0,
    intro: '烟台产地直发，脆甜多汁', keywords: '苹果,水果,红富士',
    points: ['山东烟台产区，果园直发', '果肉脆甜，汁水充足', '单果75mm以上，精选大果'],
    specs: [{ name: '规格', values: ['5斤装', '10斤装'], add: [0, 30] }],
    attrs: [['产地', '山东烟台'], ['储存方式', '冷藏']], freeShipping: true,
  },
  {
    name: '赣南脐橙', brand: '果园记', label: 'ORANGE', motif: 'orange', category: '柑橘', shop: 3, price: 35.9, unit: '箱', hue: 30,
    intro: '赣南原产，现摘现发，酸甜适口', keywords: '脐橙,橙子,水果',
    points: ['江西赣南产区，日照充足', '现摘现发，新鲜到家', '果肉细嫩，酸甜适口'],
    specs: [{ name: '规格', values: ['5斤装', '10斤装'], add: [0, 28] }],
    attrs: [['产地', '江西赣州'], ['储存方式', '阴凉通风处']], freeShipping: true, maxBuy: 10,
  },
  {
    name: '四川耙耙柑 5斤装', brand: '果园记', label: 'CITRUS', motif: 'orange', category: '柑橘', shop: 3, price: 49.9, unit: '箱', hue: 35,
    intro: '皮薄易剥，果肉化渣，清甜多汁', keywords: '耙耙柑,柑橘,水果',
    points: ['四川蒲江产区', '皮薄易剥，果肉化渣', '清甜多汁，老人小孩都爱吃'],
    attrs: [['产地', '四川成都'], ['净含量', '5斤']], freeShipping: true,
  },
  // ---------------- 家居家电
  {
    name: '智能IH电饭煲', brand: '暖厨', label: 'IH RICE', motif: 'cooker', category: '电饭煲', shop: 0, price: 399, unit: '台', hue: 0,
    intro: 'IH电磁加热，多段火力，米饭更香甜', keywords: '电饭煲,IH,厨房电器',
    points: ['IH电磁环绕加热，受热均匀', '24小时预约，下班到家就有饭', '不粘内胆，好清洗'],
    specs: [colour(['珍珠白', '香槟金']), { name: '容量', values: ['3L', '4L'], add: [0, 100] }],
    attrs: [['加热方式', 'IH电磁加热'], ['额定功率', '1000W']], freeShipping: true,
  },
  {
    name: '可视空气炸锅', brand: '暖厨', label: 'AIR FRYER', motif: 'fryer', category: '空气炸锅', shop: 0, price: 299, unit: '台', hue: 0,
    intro: '可视窗口，无油低脂，一锅多用', keywords: '空气炸锅,厨房电器,无油',
    points: ['可视窗口，烹饪过程看得见', '360°热风循环，少油更健康', '5L大容量，一次做全家份'],
    specs: [colour(['奶油白', '墨绿']), { name: '容量', values: ['5L', '6.5L'], add: [0, 60] }],
    attrs: [['额定功率', '1400W']], freeShipping: true,
  },
  {
    name: '静音破壁料理机', brand: '暖厨', label: 'BLENDER', motif: 'blender', category: '破壁机', shop: 0, price: 599, unit: '台', hue: 0,
    intro: '隔音罩静音设计，冷热双打，豆浆米糊果汁', keywords: '破壁机,料理机,豆浆',
    points: ['隔音罩降噪，清晨使用不扰人', '冷热双打，豆浆米糊一键做', '自清洁程序，清洗省心'],
    specs: [colour(['白色', '灰色'])],
    attrs: [['容量', '1.75L'], ['额定功率', '1200W']], freeShipping: true,
  },
  {
    name: '全棉磨毛四件套', brand: '眠眠', label: 'BEDDING', motif: 'bedding', category: '四件套', shop: 2, price: 259, unit: '套', hue: 0,
    intro: '全棉磨毛面料，亲肤保暖，秋冬必备', keywords: '四件套,床品,全棉',
    points: ['100%棉磨毛面料，温暖亲肤', '活性印染，多次洗涤不褪色', '含被套、床单与两只枕套'],
    specs: [colour(['燕麦灰', '雾霾蓝', '豆沙粉']), { name: '尺寸', values: ['1.5m床', '1.8m床'], add: [0, 40] }],
    attrs: [['面料', '100%棉'], ['件数', '4件']],
  },
  {
    name: '慢回弹记忆棉枕头', brand: '眠眠', label: 'PILLOW', motif: 'pillow', category: '枕头', shop: 2, price: 99, unit: '只', hue: 210,
    intro: '慢回弹记忆棉，贴合颈椎曲线', keywords: '枕头,记忆棉,护颈',
    points: ['慢回弹记忆棉，均匀承托', '波浪曲线设计，贴合颈椎', '可拆洗枕套，干净卫生'],
    specs: [{ name: '规格', values: ['单只装', '两只装'], add: [0, 89] }],
    attrs: [['填充物', '记忆棉'], ['尺寸', '60×40cm']],
  },
  {
    name: '加厚透明收纳箱', brand: '简收', label: 'STORAGE', motif: 'crate', category: '收纳箱', shop: 0, price: 39, unit: '个', hue: 190,
    intro: '加厚PP材质，透明可视，可叠放', keywords: '收纳箱,整理箱,收纳',
    points: ['加厚PP材质，结实耐压', '透明箱体，物品一目了然', '带滑轮设计，推拉省力'],
    specs: [{ name: '容量', values: ['30L', '50L', '80L'], add: [0, 15, 30] }],
    attrs: [['材质', 'PP'], ['是否带轮', '是']], minBuy: 2, maxBuy: 20,
  },
  {
    name: '316不锈钢保温杯', brand: '暖行', label: '316 STEEL', motif: 'flask', category: '保温杯', shop: 1, price: 89, unit: '个', hue: 0,
    intro: '316不锈钢内胆，12小时保温', keywords: '保温杯,水杯,不锈钢',
    points: ['316医用级不锈钢内胆', '真空断热，保温12小时', '一键弹盖，单手可开'],
    specs: [colour(['冰川白', '松石绿', '暮光紫']), { name: '容量', values: ['350ml', '500ml'], add: [0, 20] }],
    attrs: [['内胆材质', '316不锈钢'], ['保温时长', '12小时']],
  },
  {
    name: '陶瓷内胆咖啡随行杯', brand: '暖行', label: 'TUMBLER', motif: 'cup', category: '保温杯', shop: 0, price: 69, unit: '个', hue: 0,
    intro: '陶瓷内胆不串味，咖啡茶饮都合适', keywords: '随行杯,咖啡杯,陶瓷',
    points: ['陶瓷涂层内胆，不留异味', '防漏杯盖，放包里也安心', '400ml容量，一杯刚好'],
    specs: [colour(['雾白', '燕麦'])],
    attrs: [['容量', '400ml'], ['内胆材质', '陶瓷涂层']],
  },
  // Sold in groups (seed/pintuan.ts) and in no other promotion.
  {
    name: '双层玻璃茶水分离杯', brand: '暖行', label: 'TEA CUP', motif: 'cup', category: '保温杯', shop: 0, price: 79, unit: '个', hue: 160,
    intro: '茶水分离不泡苦，三人成团更优惠', keywords: '茶杯,玻璃杯,拼团',
    points: ['高硼硅双层玻璃，不烫手', '一键茶水分离，茶汤不苦涩', '350ml容量，办公出行都合适'],
    specs: [colour(['青瓷', '月白'])],
    attrs: [['容量', '350ml'], ['材质', '高硼硅玻璃']],
  },
];

/** Picture colours of colour names (spec values). */
export const COLOUR_HEX: Record<string, string> = {
  曜石黑: '#2b2d33', 冰川蓝: '#8fc3e6', 晨曦金: '#e8c98a', 星空灰: '#5b6270', 薄荷绿: '#9fdcc4', 雅川青: '#4f8f88',
  羽砂白: '#eeeae3', 经典黑: '#2a2a2a', 中国红: '#c8242b', 午夜黑: '#1e2027', 雾霾蓝: '#7d95b0', 樱花粉: '#f2b8c6',
  象牙白: '#f1ece0', 深空灰: '#4a4d55', 皓月白: '#f4f4f2', 云雾白: '#e9ecef', 远峰蓝: '#6f9ccf', 石墨黑: '#33363b',
  黑色氟橡胶: '#26282c', 银色钢带: '#c0c4c9', 白色: '#f5f5f5', 黑色: '#262626', 深灰: '#555a60', 宝蓝: '#2456a6',
  浅蓝: '#b9d6f2', 卡其: '#c3a878', 蓝色碎花: '#6f93c9', 黄色碎花: '#e8c35a', 燕麦色: '#d8c7a8', 奶白: '#f6f0e4',
  雾粉: '#e9c0c4', 灰色: '#9a9da3', 驼色: '#b08a5c', 白蓝: '#4a7fd1', 黑红: '#b3262e', 米白: '#efe6d3',
  灰粉: '#d7b3b6', '#01 正红': '#c81d2a', '#02 豆沙': '#b5656b', '#03 枫叶': '#a8402b', '#04 奶茶': '#b98b73',
  自然色: '#e2bf9b', 珍珠白: '#f3f1ea', 香槟金: '#d9c199', 奶油白: '#f4ecd8', 墨绿: '#2f5d4e',
  燕麦灰: '#bdb5a6', 豆沙粉: '#d49a9a', 冰川白: '#eef3f6', 松石绿: '#5fb3a1', 暮光紫: '#8a76b5', 雾白: '#ecebe8',
  燕麦: '#d6c6a5',
};

export interface BrandDef {
  /** As written in GOODS[].brand. */
  name: string;
  /** Pinyin initial for the A–Z brand filter. */
  initial: string;
  /** Latin letters drawn on the logo. */
  mark: string;
  hue: number;
}

/** Every brand of the catalogue (invented), in brand-page order. */
export const BRANDS: BrandDef[] = [
  { name: '星耀', initial: 'X', mark: 'XY', hue: 220 },
  { name: '青柠', initial: 'Q', mark: 'QN', hue: 150 },
  { name: '极光', initial: 'J', mark: 'JG', hue: 180 },
  { name: '福寿', initial: 'F', mark: 'FS', hue: 5 },
  { name: '闪充', initial: 'S', mark: 'SC', hue: 45 },
  { name: '声悦', initial: 'S', mark: 'SY', hue: 265 },
  { name: '素棉', initial: 'S', mark: 'SM', hue: 30 },
  { name: '悦动', initial: 'Y', mark: 'YD', hue: 200 },
  { name: '简衣', initial: 'J', mark: 'JY', hue: 210 },
  { name: '花间', initial: 'H', mark: 'HJ', hue: 330 },
  { name: '步履', initial: 'B', mark: 'BL', hue: 15 },
  { name: '水漾', initial: 'S', mark: 'SW', hue: 190 },
  { name: '清沐', initial: 'Q', mark: 'QM', hue: 160 },
  { name: '妍色', initial: 'Y', mark: 'YS', hue: 350 },
  { name: '鲜丰源', initial: 'X', mark: 'XF', hue: 110 },
  { name: '茗香', initial: 'M', mark: 'MX', hue: 95 },
  { name: '果园记', initial: 'G', mark: 'GY', hue: 25 },
  { name: '暖厨', initial: 'N', mark: 'NC', hue: 20 },
  { name: '眠眠', initial: 'M', mark: 'MM', hue: 240 },
  { name: '简收', initial: 'J', mark: 'JS', hue: 185 },
  { name: '暖行', initial: 'N', mark: 'NX', hue: 285 },
];

/** Hot words under 热门搜索 and the search box's default word (operator settings). */
export const HOT_WORDS = ['手机', '蓝牙耳机', '连衣裙', '坚果', '脐橙', '空气炸锅', '保温杯', '口红'];
export const DEFAULT_WORD = '5G手机';
