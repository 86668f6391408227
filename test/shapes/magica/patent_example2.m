function a = patent_example2(a, b, p)
% The patent's second example: the shape of a changes at most once, at the first iteration.
while p
  c = a.*b;
  a = c;
end
end
