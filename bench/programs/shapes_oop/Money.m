classdef Money
  % A value class with overloaded arithmetic: cents in an int64, a currency code.
  properties
    cents = int64(0)
    code = 'EUR'
  end
  methods
    function m = Money(amount, code)
      if nargin > 0
        m.cents = int64(round(amount * 100));
      end
      if nargin > 1
        m.code = code;
      end
    end
    function r = plus(a, b)
      r = Money(0, a.code);
      r.cents = a.cents + b.cents;
    end
    function r = mtimes(a, k)
      r = Money(0, a.code);
      r.cents = int64(round(double(a.cents) * k));
    end
    function v = value(m)
      v = double(m.cents) / 100;
    end
    function t = text(m)
      t = sprintf('%.2f %s', m.value(), m.code);
    end
  end
end
