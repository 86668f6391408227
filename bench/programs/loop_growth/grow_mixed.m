function [a, b] = grow_mixed(v)
% Growth that depends on the data, or stops early: not a fixed amount per iteration.
a = [];
for k = 1:numel(v)
  if v(k) > 0
    a(end + 1) = v(k);
  end
end
b = [];
for k = 1:numel(v)
  b = [b, 1:k];
  if sum(b) > 20
    break;
  end
end
end
