function [total, biggest] = total_area(shapes)
% The summed area of a cell of shapes, and the name of the largest.
total = 0;
biggest = '';
best = -1;
for k = 1:numel(shapes)
  s = shapes{k};
  a = s.area();
  total = total + a;
  if a > best
    best = a;
    biggest = s.name;
  end
end
end
