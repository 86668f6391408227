function trycatch(x)
try
  y = x(3);
catch err
  disp(err.message);
end
try
  error('boom');
catch
end
try
  x = 1;
end
end
