// boards/stonebox.zh.js — boxes of stones (HDU 1729) in Simplified Chinese.

export default {
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
