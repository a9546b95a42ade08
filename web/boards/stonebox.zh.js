// boards/stonebox.zh.js — boxes of stones (HDU 1729) in Simplified Chinese.

export default {
  'Boxes of stones (HDU 1729)': '石子盒（HDU 1729）',
  'box': '盒子',
  'Boxes of stones (HDU 1729): a move adds 1 to c² stones to a box holding c, never past its capacity. Once one move can fill a box, it is a Nim heap of its free room; below that count it plays like a smaller box, down to a box whose SG value is 0.':
    '石子盒是 SG 函数的经典题（HDU 1729）：容量为 s 的盒子里有 c 颗石子，一步向某个盒子放入 1 到 c² 颗，不能超过容量。当一步就能把盒子装满时，它就是一堆大小为剩余空位数的 Nim 堆；石子更少时，它和一个更小的盒子等价，直到 SG 值为 0 的盒子。各盒 SG 值的异或和决定胜负。',
  'Boxes 2 of 6, 3 of 9 and 1 of 3': '三个盒子：2/6、3/9、1/3',
  'HDU 1729 sample 1: boxes (s, c) = (2, 0), (3, 3), (6, 2)': 'HDU 1729 样例 1：盒子 (s, c) = (2, 0)、(3, 3)、(6, 2)',
  'HDU 1729 sample 2: boxes (s, c) = (6, 3), (6, 3)': 'HDU 1729 样例 2：盒子 (s, c) = (6, 3)、(6, 3)',
  'One move fills it: 5 stones in a box of 20': '一步可装满：容量 20 的盒子里有 5 颗',
  'A box of a million holding 10 stones': '容量一百万的盒子里有 10 颗石子',
  'A box beside a Nim heap': '一个盒子与一堆 Nim',
  'A box of capacity s with c stones, written c/s: a move adds 1 to c² stones, never past the capacity. Here c = {c} and s = {s}: {k} move.':
    '容量为 s、装有 c 颗石子的盒子写作 c/s：一步放入 1 到 c² 颗石子，不能超过容量。这里 c = {c}，s = {s}：共 {k} 种走法。',
  'A box of capacity s with c stones, written c/s: a move adds 1 to c² stones, never past the capacity. Here c = {c} and s = {s}: {k} moves.':
    '容量为 s、装有 c 颗石子的盒子写作 c/s：一步放入 1 到 c² 颗石子，不能超过容量。这里 c = {c}，s = {s}：共 {k} 种走法。',
  'The box is empty and c² = 0: no move, so SG({c}, {s}) = 0.': '盒子是空的，c² = 0：无路可走，所以 SG({c}, {s}) = 0。',
  'The box is full: no move, so SG({c}, {s}) = 0.': '盒子已满：无路可走，所以 SG({c}, {s}) = 0。',
  'From {c} stones one move can fill the box ({c} + {c}² ≥ {s}): every count from {from} to {s} is in reach, so the box plays like a Nim heap of its free room, SG({c}, {s}) = {s} − {c} = {sg}.':
    '有 {c} 颗石子时一步就能装满盒子（{c} + {c}² ≥ {s}）：从 {from} 到 {s} 的每个数量都能一步到达，所以这个盒子等价于一堆大小为剩余空位数的 Nim 堆，SG({c}, {s}) = {s} − {c} = {sg}。',
  'No move from {c} stones fills the box: {t} is the largest count t with t + t² < {s}, and from any count above {t} one move fills it.':
    '有 {c} 颗石子时一步装不满盒子：满足 t + t² < {s} 的最大 t 是 {t}，石子数超过 {t} 时一步就能装满。',
  'From {t} stones every move reaches a count above {t}, a box one move fills (a Nim heap of its free room, at least 1): no option is worth 0, so SG({c}, {s}) = 0.':
    '从 {t} 颗出发，每一步都到达超过 {t} 的数量，那是一步就能装满的盒子（剩余空位数的 Nim 堆，至少为 1）：没有后继状态的 SG 值为 0，所以 SG({c}, {s}) = 0。',
  'The counts above {t} are worth more than the counts up to {t} can reach, so they never decide the mex: the box plays like a box of capacity {t}, SG({c}, {s}) = SG({c}, {t}) = {sg}.':
    '超过 {t} 的数量的 SG 值，比不超过 {t} 的数量所能到达的都大，所以它们不影响 mex：这个盒子等价于容量为 {t} 的盒子，SG({c}, {s}) = SG({c}, {t}) = {sg}。',
  'free {n}': '空位 {n}',
  '⋮ {n} places ⋮': '⋮ {n} 个空位 ⋮',
  'take out the top stone': '拿出最上面的石子',
  'make it {n} stones': '改成 {n} 颗',
  'a stone in the box (a move adds stones above)': '盒中的石子（一步只能往上加石子）',
  'fill the box up to here ({n} stones)': '把盒子装到这里（{n} 颗）',
  'add {k} stones, up to here ({n}) — a winning move': '放入 {k} 颗，装到这里（{n}）——必胜走法',
  'add {k} stones, up to here ({n})': '放入 {k} 颗，装到这里（{n}）',
  'box {i}': '第 {i} 个盒子',
  '{name}, place {lv} of {s}: {how}': '{name}，第 {lv} 个位置（共 {s} 个）：{how}',
  'one move fills from here': '从这里起一步可装满',
  '{c} of {s}': '{c}/{s}',
  'The stones in the box stay: click an empty place above them to add stones up to it.': '盒中的石子不能拿走：点击石子上方的空位，把石子放到那里。',
  'stones': '石子数',
  'capacity': '容量',
  'The number of stones': '石子数',
  'The capacity': '容量',
};

// The engine's messages this board's game writes (their ids and English in
// c/games/msg.h, under this board), by message id: placeholders {0}, {1} ….
export const messages = {
  'game.stonebox.title': '石子盒',
  'game.stonebox.notation': '每个盒子写作 石子数/容量；一步向有 c 颗石子的盒子放入 1 到 c^2 颗，例如 stonebox:2/6,3/9',
  'word.stonebox.stones': '盒中的石子数',
  'word.stonebox.capacity': '盒子的容量',
  'err.stonebox.body': '一个盒子写作石子数和容量，例如 stonebox:2/6',
  'err.stonebox.over': '容量为 {0} 的盒子放不下 {1} 颗石子',
  'move.stonebox.add': '放入 {0} 颗（{1} → {2}，容量 {3}）',
  'refuse.stonebox.empty': '盒子是空的：一步最多放入 c^2 颗，而 c 为 0',
  'refuse.stonebox.full': '盒子已满（{0}/{1}）',
  'refuse.stonebox.add': '一步放入 1 到 {0} 颗石子（至多 {1}^2 颗，且盒子容量为 {2}），写作 {1}>N',
  'word.stonebox.sc': '数（s 和 c）',
  'word.stonebox.boxes.n': '盒子数 N',
  'judge.stonebox.box': '输入在第 {0} 组数据中途结束：应为第 {1} 个盒子（共 {2} 个，"s c"）',
  'word.stonebox.capacity.s': '盒子的容量 s',
  'word.stonebox.most': '引擎的盒子容量最多为 10^12',
  'word.stonebox.stones.c': '盒中的石子数 c',
  'judge.stonebox.answers': 'Case k: 之后 Yes / No',
};
