% a script with a local function
x = 1;
y = helper(x);
disp(y)
function r = helper(a)
  r = a * 2;
end
