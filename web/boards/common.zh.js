// boards/common.zh.js — the words of the boards' shared drawings (stacks of
// stones and coins, form fields' whole numbers) in Simplified Chinese.

export default {
  '{name}: add a coin (make it {n})': '{name}：加一枚硬币（变为 {n} 枚）',
  '{name}: add a stone (make it {n})': '{name}：加一颗石子（变为 {n} 颗）',
  '{n} stone': '{n} 颗石子',
  '{n} stones': '{n} 颗石子',
  '⋮ {n} more ⋮': '⋮ 另有 {n} 个 ⋮',
  '⋮ more ⋮': '⋮ 还有更多 ⋮',
  'remove the top coin': '拿掉最上面的硬币',
  'remove the top stone': '拿掉最上面的石子',
  'make it {n}': '改成 {n}',
  'carry {n} coins down a stair': '把 {n} 枚硬币移下一级台阶',
  'carry {n} coin down a stair': '把 {n} 枚硬币移下一级台阶',
  'take {n} stones': '取走 {n} 颗石子',
  'take {n} stone': '取走 {n} 颗石子',
  '{name}, coin {lv} of {h}: {verb}': '{name}，第 {lv} 枚硬币（共 {h} 枚）：{verb}',
  '{name}, stone {lv} of {h}: {verb}': '{name}，第 {lv} 颗石子（共 {h} 颗）：{verb}',
  '{what} is empty: type a whole number': '{what}为空：请输入一个非负整数',
  '{what} must be a whole number': '{what}必须是非负整数',
  '{what} must be at least {lo}': '{what}至少为 {lo}',
  '{what} can be at most {hi} here': '{what}在这里最多为 {hi}',
};
